// A refused upload's message belongs on the file input: the server answers "This file type is not allowed" (it
// sniffs the content, so a renamed file is refused), "The file is too large…" or "Send one file at a time" with
// no field name, and the form would otherwise show it apart from the file it is about.
import { FILE_TYPE_NOT_ALLOWED, allowedFilesHint, type DocumentKind } from '../../domain/documents';
import { FORM_ERROR_KEY, type SubmissionErrors } from '../../../store/form';

/** What the borrower reads under the file input when the server refused the file's content. */
export function refusedTypeMessage(kinds?: readonly DocumentKind[]): string {
  return `${FILE_TYPE_NOT_ALLOWED}. Its content is not a ${allowedFilesHint(kinds).replace(/, up to .*$/, '')} file, whatever its name: choose another file.`;
}

/** Moves a file-related form error onto the `field` input; anything else is left as it is. */
export function fileErrorsOnField(
  errors: SubmissionErrors | undefined,
  field = 'file',
  kinds?: readonly DocumentKind[],
): SubmissionErrors | undefined {
  const message = errors?.[FORM_ERROR_KEY];
  if (!errors || typeof message !== 'string' || !/\bfiles?\b/i.test(message) || errors[field]) return errors;
  const { [FORM_ERROR_KEY]: _moved, ...rest } = errors;
  // The client joins the server's messages with a closing full stop.
  const refused = message.trim().replace(/\.+$/, '') === FILE_TYPE_NOT_ALLOWED;
  return { ...rest, [field]: refused ? refusedTypeMessage(kinds) : message };
}
