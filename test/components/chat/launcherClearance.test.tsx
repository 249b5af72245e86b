// While the chat launcher sits over the page's bottom right corner, the page's bottom scroll padding keeps what the
// browser scrolls into view (a focused field, a clicked button) above it: WebKit's WebDriver click found the profile
// form's submit button under the launcher without it (WCAG 2.4.11, focus not obscured). Rendered on the server side,
// where styled-components collects its global styles (a jsdom render does not receive them).
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { LauncherClearance, LauncherRoot } from '../../../src/chat/launcher';
import { makeTheme } from '../../../src/theme';
import { sampleOrg } from '../../utils/sampleOrg';

function cssOf(element: JSX.Element): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<ThemeProvider theme={makeTheme(sampleOrg)}>{element}</ThemeProvider>));
    return sheet.getStyleTags().replace(/\s+/g, '');
  } finally {
    sheet.seal();
  }
}

it('reserves the launcher’s corner at the foot of the page and in the scroll padding', () => {
  const css = cssOf(
    <LauncherRoot>
      <LauncherClearance />
    </LauncherRoot>,
  );
  // 48 px of button, 1rem below it, 1rem to spare above it: what is scrolled into view stops above it, and the
  // page's last line (the footer's) can always be scrolled clear of it, at every width.
  expect(css).toContain('html{scroll-padding-bottom:calc(48px+2*1rem);}');
  expect(css).toContain('body{padding-bottom:calc(48px+2*1rem);}');
});
