import { createGlobalStyle } from 'styled-components';
import { visuallyHidden } from './visuallyHidden';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    /*
     * Reflow (WCAG 1.4.10): a word longer than its line (an email address with 200% text) breaks rather than widen
     * the page. 'anywhere', not 'break-word': it also lowers the min-content width that grid and flex columns are
     * sized from (the shell's one-column grid at phone width took the sidebar's email as its width).
     */
    overflow-wrap: anywhere;
  }
  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.fonts.header};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  /* The type scale; :where() keeps these at no specificity, so a component's own size or margin wins. */
  :where(h1, h2, h3, h4, h5, h6) { margin: 0 0 ${({ theme }) => theme.space.sm}; }
  :where(h2) { font-size: ${({ theme }) => theme.headings.h2.size}; }
  :where(h3) { font-size: ${({ theme }) => theme.headings.h3.size}; }
  :where(h4, h5, h6) { font-size: ${({ theme }) => theme.headings.h4.size}; }
  ${({ theme }) => theme.media.md} {
    :where(h2) { font-size: ${({ theme }) => theme.headings.h2.sizeMd}; }
    :where(h3) { font-size: ${({ theme }) => theme.headings.h3.sizeMd}; }
  }
  /*
   * A gap stack (Stack: data-stack) owns the space between its blocks, and a card (data-card) spaces its blocks by
   * the theme's card gap: the browser's own paragraph and list margins (and the headings' above) would add to the
   * gap, leaving blank bands in cards. At no specificity, after the rules above, so a component that sets its own
   * margin keeps it.
   */
  :where([data-stack]) > * { margin-block: 0; }
  :where([data-card]) > * { margin-block: 0; }
  :where([data-card]) > * + * { margin-top: ${({ theme }) => theme.card.gap}; }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
  img, svg { max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }

  /* Keyboard focus: a 3px outline with an offset so it shows on every control and background. */
  :focus { outline: none; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  [tabindex='-1']:focus { outline: none; }

  .visually-hidden {
    ${visuallyHidden}
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
