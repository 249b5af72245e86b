import { css } from 'styled-components';

/** Hidden on screen, still read by screen readers: the one definition behind `.visually-hidden` and VisuallyHidden. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/**
 * Hidden on screen below the medium breakpoint, still read by screen readers, and shown from it up: without
 * !important (unlike visuallyHidden), so the breakpoint can show it again. The component's own styles for the shown
 * state go inside its own `theme.media.md` block.
 */
export const visuallyHiddenBelowMd = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;

  ${({ theme }) => theme.media.md} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;
