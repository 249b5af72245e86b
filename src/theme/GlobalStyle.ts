import { createGlobalStyle } from 'styled-components';
import { visuallyHidden } from './visuallyHidden';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.fonts.header};
    line-height: 1.25;
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
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
