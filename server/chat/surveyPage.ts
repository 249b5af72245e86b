// The satisfaction survey's page (surveyRoutes.ts): plain HTML with no script, styled under the request's CSP nonce,
// with its one form.
export const SURVEY_PATH = '/chat-survey';
export const SURVEY_RATINGS = ['Very dissatisfied', 'Dissatisfied', 'Neutral', 'Satisfied', 'Very satisfied'];
export const SURVEY_COMMENT_MAX = 1000;

export const SURVEY_THANKS = '<p role="status">Thank you. Your answer helps us improve our service.</p>';
export const SURVEY_NOT_FOUND = '<p>This survey link is not valid.</p>';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The whole page around `body`. */
export function surveyPage(nonce: string, company: string, body: string): string {
  const title = `${company} | How did we do?`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1d2433;line-height:1.5}
fieldset{border:0;padding:0;margin:0 0 1.25rem}legend{font-weight:700;margin-bottom:.5rem}
label{display:flex;gap:.5rem;align-items:center;margin:.35rem 0}textarea{width:100%;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.25rem}
.field{margin-bottom:1.25rem}.field>label{font-weight:700;display:block}
button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
.error{color:#b91c1c;font-weight:600}</style></head>
<body><main><h1>How did we do?</h1>${body}</main></body></html>`;
}

/** The survey's form, with the error of a refused answer above it. */
export function surveyForm(contactId: string, error: string | null): string {
  const options = SURVEY_RATINGS.map(
    (label, i) =>
      `<label><input type="radio" name="rating" value="${i + 1}" required${error ? ' aria-describedby="survey-error"' : ''}> ${escapeHtml(label)}</label>`,
  ).join('');
  return `${error ? `<p class="error" id="survey-error" role="alert">${escapeHtml(error)}</p>` : ''}
<p>Tell us about the chat you just had with our team.</p>
<form method="post" action="${SURVEY_PATH}/${escapeHtml(contactId)}">
<fieldset><legend>How satisfied are you with the help you received?</legend>${options}</fieldset>
<div class="field"><label for="comment">Anything you would like to add? (optional)</label>
<textarea id="comment" name="comment" rows="4" maxlength="${SURVEY_COMMENT_MAX}"></textarea></div>
<button type="submit">Send my answer</button></form>`;
}
