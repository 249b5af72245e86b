import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { COPIED_MS, CopyButton, TOOLTIP_DELAY_MS, Tooltip } from '../../../src/ui';
import { renderUi } from './renderUi';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Tooltip', () => {
  function setup() {
    return renderUi(
      <Tooltip content="Your wallet address">
        <button type="button">0x1234...abcde</button>
      </Tooltip>,
      { advanceTimers: jest.advanceTimersByTime },
    );
  }

  it('describes its trigger even before it shows', () => {
    setup();
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Your wallet address');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows 200 ms after hover, not before, and hides when the pointer leaves', () => {
    setup();
    fireEvent.mouseEnter(screen.getByRole('button'));
    advance(TOOLTIP_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your wallet address');
    fireEvent.mouseLeave(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not show when the pointer leaves within the delay', () => {
    setup();
    fireEvent.mouseEnter(screen.getByRole('button'));
    advance(150);
    fireEvent.mouseLeave(screen.getByRole('button'));
    advance(500);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus after 200 ms and Escape hides it while focus stays', async () => {
    const { user } = setup();
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    advance(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('keeps an existing aria-describedby on the trigger', () => {
    renderUi(
      <>
        <p id="extra">Extra</p>
        <Tooltip content="Tip">
          <button type="button" aria-describedby="extra">
            Go
          </button>
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Extra Tip');
  });
});

describe('CopyButton', () => {
  it('copies the text and shows "Copied" for 1 s', async () => {
    const { user } = renderUi(<CopyButton text="0x1234567890abcdef" label="Copy wallet address" />, {
      advanceTimers: jest.advanceTimersByTime,
    });
    await user.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    // The clipboard write settles outside user-event: let React commit what follows it.
    await act(async () => {
      await expect(navigator.clipboard.readText()).resolves.toBe('0x1234567890abcdef');
    });
    const bubble = screen.getByRole('tooltip', { hidden: true });
    expect(bubble).toBeVisible();
    expect(bubble).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    // The visual bubble is not read out twice: the name says it all, the status announces 'Copied'.
    expect(screen.getByRole('button', { name: 'Copy wallet address' })).not.toHaveAccessibleDescription();

    // Once the pointer has left, only the 1 s 'Copied' keeps the bubble up.
    fireEvent.mouseLeave(screen.getByRole('button'));
    advance(COPIED_MS - 1);
    expect(bubble).toBeVisible();
    expect(bubble).toHaveTextContent('Copied');
    advance(1);
    expect(bubble).not.toBeVisible();
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = renderUi(<CopyButton text="abc" label="Copy" />, { advanceTimers: jest.advanceTimersByTime });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    // The rejected write settles outside user-event.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not copy'));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });
});
