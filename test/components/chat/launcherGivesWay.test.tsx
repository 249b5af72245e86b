// The chat launcher never covers what the borrower is working on: it steps aside (faded out, not clickable) while
// the focused field or the page's primary button sits under it, and comes back when they move away. Boxes are
// given by hand (jsdom lays nothing out): the launcher's corner at the bottom right of a 390 x 844 phone.
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ChatLauncher, LAUNCHER_LABEL } from '../../../src/chat/launcher';
import { makeTheme } from '../../../src/theme';
import { Button } from '../../../src/ui';
import { sampleOrg } from '../../utils/sampleOrg';

type Box = { left: number; top: number; width: number; height: number };
const rect = ({ left, top, width, height }: Box) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;

const LAUNCHER_BOX: Box = { left: 326, top: 780, width: 48, height: 48 };
const CLEAR: Box = { left: 16, top: 100, width: 200, height: 44 };
const UNDER_LAUNCHER: Box = { left: 16, top: 770, width: 358, height: 44 };

const boxes = new Map<Element, Box>();
beforeEach(() => {
  boxes.clear();
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return rect(boxes.get(this) ?? { left: 0, top: 0, width: 0, height: 0 });
  });
  // The next frame at once (id 0: none pending afterwards).
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});
afterEach(() => jest.restoreAllMocks());

function renderPage() {
  render(
    <ThemeProvider theme={makeTheme(sampleOrg)}>
      <main>
        <label>
          Street address <input />
        </label>
        <label>
          City <input />
        </label>
        <Button variant="secondary">Back</Button>
        <Button type="submit">Next</Button>
      </main>
      <ChatLauncher />
    </ThemeProvider>,
  );
  const launcher = screen.getByRole('button', { name: LAUNCHER_LABEL });
  boxes.set(launcher, LAUNCHER_BOX);
  return {
    launcher,
    corner: launcher.closest('aside')!,
    street: screen.getByRole('textbox', { name: 'Street address' }),
    city: screen.getByRole('textbox', { name: 'City' }),
    back: screen.getByRole('button', { name: 'Back' }),
    next: screen.getByRole('button', { name: 'Next' }),
  };
}

const recheck = () => act(() => void window.dispatchEvent(new Event('scroll')));

it('keeps "Chat with us" as the button’s name when it shows only its icon', () => {
  const { launcher } = renderPage();
  expect(launcher).toHaveAccessibleName('Chat with us');
  expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
});

it('stays while nothing it would cover is under it', () => {
  const { corner, street, next } = renderPage();
  boxes.set(street, CLEAR);
  boxes.set(next, CLEAR);
  recheck();
  act(() => street.focus());
  expect(corner).not.toHaveAttribute('data-give-way');
});

it('steps aside while the primary button is under it, and comes back when the page scrolls it away', () => {
  const { corner, next, back } = renderPage();
  // A secondary button under it does not count: only the page's primary action.
  boxes.set(back, UNDER_LAUNCHER);
  recheck();
  expect(corner).not.toHaveAttribute('data-give-way');
  boxes.set(next, UNDER_LAUNCHER);
  recheck();
  expect(corner).toHaveAttribute('data-give-way');
  boxes.set(next, CLEAR);
  recheck();
  expect(corner).not.toHaveAttribute('data-give-way');
});

it('steps aside while the focused field is under it, not while that field is only on the page', () => {
  const { corner, street, city } = renderPage();
  boxes.set(street, CLEAR);
  boxes.set(city, UNDER_LAUNCHER);
  recheck();
  expect(corner).not.toHaveAttribute('data-give-way');
  act(() => city.focus());
  expect(corner).toHaveAttribute('data-give-way');
  act(() => street.focus());
  expect(corner).not.toHaveAttribute('data-give-way');
});

it('never steps aside while it has the focus itself', () => {
  const { corner, launcher, next } = renderPage();
  boxes.set(next, UNDER_LAUNCHER);
  recheck();
  expect(corner).toHaveAttribute('data-give-way');
  act(() => launcher.focus());
  expect(corner).not.toHaveAttribute('data-give-way');
});

it('checks again when a screen arrives under it', async () => {
  const { corner, next } = renderPage();
  recheck();
  expect(corner).not.toHaveAttribute('data-give-way');
  boxes.set(next, UNDER_LAUNCHER);
  // A change to the page (a screen rendering) is noticed without a scroll.
  await act(async () => {
    document.querySelector('main')!.append(document.createElement('p'));
    await Promise.resolve();
  });
  expect(corner).toHaveAttribute('data-give-way');
});
