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

it('pads the bottom of the page scroll by the launcher and its offset, twice over', () => {
  const css = cssOf(
    <LauncherRoot>
      <LauncherClearance />
    </LauncherRoot>,
  );
  // 44 px of button, 1rem below it, 1rem to spare above it.
  expect(css).toContain('html{scroll-padding-bottom:calc(44px+2*1rem);}');
});
