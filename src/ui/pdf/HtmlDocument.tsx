// The HTML version of a generated document (server/documents/html.ts), shown in the page as React elements:
// only the elements and attributes that version is made of are kept, so nothing in it can run or load anything
// even if the server's escaping ever failed. Headings are shifted to sit under the page's own.
import { createElement, useMemo, type ReactNode } from 'react';

/** The elements the server writes; anything else is dropped, its text kept. */
const ALLOWED = new Set([
  'header',
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'dl',
  'div',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'span',
  'footer',
]);
const VOID = new Set(['br', 'hr']);

function attributes(el: Element, key: string): Record<string, string> {
  const props: Record<string, string> = { key };
  const scope = el.getAttribute('scope');
  if (el.tagName === 'TH' && (scope === 'col' || scope === 'row')) props.scope = scope;
  const cls = el.getAttribute('class');
  if (cls === 'num' || cls === 'line' || cls === 'signatures') props.className = cls;
  return props;
}

function convert(node: Node, key: string, headingOffset: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const children = () => Array.from(el.childNodes, (child, i) => convert(child, `${key}.${i}`, headingOffset));
  const heading = /^h([1-6])$/.exec(tag);
  if (heading) {
    const level = Math.min(6, Number(heading[1]) + headingOffset);
    return createElement(`h${level}`, { key }, ...children());
  }
  if (!ALLOWED.has(tag)) return createElement('span', { key }, ...children());
  if (VOID.has(tag)) return createElement(tag, { key });
  return createElement(tag, attributes(el, key), ...children());
}

export interface HtmlDocumentProps {
  /** The HTML document as the server sends it. */
  html: string;
  /** The level the document's own title (its h1) takes in the page. */
  titleLevel: number;
}

/** The document's <main> and <footer>, as elements. */
export function HtmlDocument({ html, titleLevel }: HtmlDocumentProps) {
  const content = useMemo(() => {
    // DOMParser never runs scripts or loads images; the elements are rebuilt from the allowed list above.
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const parts = [parsed.querySelector('main'), parsed.querySelector('body > footer')].filter(
      (part): part is Element => part !== null,
    );
    const offset = Math.max(0, titleLevel - 1);
    return parts.flatMap((part, p) => Array.from(part.childNodes, (child, i) => convert(child, `${p}.${i}`, offset)));
  }, [html, titleLevel]);
  return <>{content}</>;
}
