// Chat text with its links: only links to the approved partner domains are clickable (and open in a new tab);
// any other address stays plain text, so a message cannot lead the borrower somewhere unknown.
import { linkify } from '../domain/chat';
import { VisuallyHidden } from '../ui';

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((segment, i) =>
        segment.kind === 'link' ? (
          <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
