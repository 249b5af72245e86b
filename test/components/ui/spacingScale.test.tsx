// The theme's type and spacing scale, and the rule that keeps blank bands out of cards: a gap stack or a card owns
// the space between its blocks, so the browser's paragraph margins no longer add to the gap. Global styles are read
// from a server render (a jsdom render does not receive them); the markers they select on from a jsdom render.
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle, makeTheme } from '../../../src/theme';
import { Card, PageHeading, Stack } from '../../../src/ui';
import { sampleOrg } from '../../utils/sampleOrg';

const theme = makeTheme(sampleOrg);

function cssOf(element: JSX.Element): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<ThemeProvider theme={theme}>{element}</ThemeProvider>));
    return sheet.getStyleTags().replace(/\s+/g, '');
  } finally {
    sheet.seal();
  }
}

it('has line heights, a heading scale and the card’s padding and gap', () => {
  expect(theme.lineHeights).toEqual({ tight: 1.25, snug: 1.375, body: 1.5 });
  const sizes = (['h1', 'h2', 'h3', 'h4'] as const).map((h) => parseFloat(theme.headings[h].sizeMd));
  // Each heading level is smaller than the one above it.
  expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  expect(new Set(sizes).size).toBe(4);
  expect(theme.card).toEqual({ padding: theme.space.md, paddingMd: theme.space.lg, gap: theme.space.sm });
});

it('zeroes the browser’s margins inside stacks and cards, at no specificity and after the headings’ margin', () => {
  const css = cssOf(<GlobalStyle />);
  const headings = css.indexOf(':where(h1,h2,h3,h4,h5,h6){margin:000.75rem;}');
  const stack = css.indexOf(':where([data-stack])>*{margin-block:0;}');
  const card = css.indexOf(':where([data-card])>*{margin-block:0;}');
  expect(headings).toBeGreaterThan(-1);
  expect(stack).toBeGreaterThan(headings);
  expect(card).toBeGreaterThan(headings);
  expect(css).toContain(':where([data-card])>*+*{margin-top:0.75rem;}');
  expect(css).toContain('line-height:1.5;');
  expect(css).toContain(':where(h2){font-size:1.25rem;}');
});

it('marks stacks and cards for those rules, and drops the heading’s own margin inside a stack', () => {
  render(
    <ThemeProvider theme={theme}>
      <Stack gap="lg" data-testid="stack">
        <PageHeading>Title</PageHeading>
        <Card data-testid="card">
          <p>One</p>
          <p>Two</p>
        </Card>
      </Stack>
    </ThemeProvider>,
  );
  expect(screen.getByTestId('stack')).toHaveAttribute('data-stack');
  expect(screen.getByTestId('card')).toHaveAttribute('data-card');
  const css = cssOf(<PageHeading>Title</PageHeading>);
  expect(css).toMatch(/\[data-stack\]>\.[\w-]+\{margin-bottom:0;\}/);
});
