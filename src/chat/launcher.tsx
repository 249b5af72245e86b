// The chat's launcher button and its fixed corner: shared by the small launcher the shell renders on every page
// (src/shell/lazy.tsx) and by the widget itself, so the button looks and sits the same before and after the
// widget's chunk arrives. Keep this module small: it is in every page's first JavaScript.
import styled, { createGlobalStyle } from 'styled-components';

export const LAUNCHER_LABEL = 'Chat with us';

/** The launcher's button is at least this tall (a touch target). */
const LAUNCHER_MIN_HEIGHT = '44px';

/**
 * While the launcher sits over the page's bottom right corner, what is scrolled into view (a focused field, a button
 * the keyboard reaches, a click's target) stops above it instead of under it: without this the form's last button
 * ends up behind the launcher whenever the page is narrow or short enough for them to meet (WCAG 2.4.11, focus not
 * obscured), which WebKit's WebDriver click showed.
 */
export const LauncherClearance = createGlobalStyle`
  html {
    scroll-padding-bottom: calc(${LAUNCHER_MIN_HEIGHT} + 2 * ${({ theme }) => theme.space.md});
  }
`;

export const LauncherRoot = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 900;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
`;

export const LauncherButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${LAUNCHER_MIN_HEIGHT};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.primary[600]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary[500]};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 700;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
  cursor: pointer;
`;
