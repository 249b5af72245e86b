import { act, fireEvent, screen } from '@testing-library/react';
import {
  DEFAULT_PROCESSING_MESSAGES,
  PROCESSING_MIN_VISIBLE_MS,
  PROCESSING_TICK_MS,
  ProcessingModal,
  ProcessingModalHost,
  processingMessageIndex,
} from '../../../src/connected';
import { PROCESSING_TIMEOUT_MS, processingFinished, processingStarted, selectProcessing } from '../../../store/ui';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { renderUi } from './renderUi';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const MESSAGES = ['Checking your identity', 'Reviewing your property', 'Preparing your offer'];

describe('ProcessingModal', () => {
  it('is a titled modal dialog with a progress bar that moves every 100 ms over the timeout', () => {
    renderUi(<ProcessingModal active title="Preparing your offer" messages={MESSAGES} timeoutMs={1000} />);
    expect(screen.getByRole('dialog', { name: 'Preparing your offer' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('progressbar', { name: 'Preparing your offer' })).toHaveAttribute('aria-valuemin', '0');
    expect(progress()).toBe(0);
    advance(PROCESSING_TICK_MS - 1);
    expect(progress()).toBe(0);
    advance(1);
    expect(progress()).toBe(10);
    advance(PROCESSING_TICK_MS * 4);
    expect(progress()).toBe(50);
    advance(5000);
    expect(progress()).toBe(100);
  });

  it('defaults to a 30,000 ms timeout', () => {
    renderUi(<ProcessingModal active />);
    advance(PROCESSING_TIMEOUT_MS / 2);
    expect(progress()).toBe(50);
    expect(screen.getByRole('status')).toHaveTextContent(
      DEFAULT_PROCESSING_MESSAGES[Math.floor(DEFAULT_PROCESSING_MESSAGES.length / 2)],
    );
  });

  it('rotates the messages evenly over the timeout, in a polite live region', () => {
    renderUi(<ProcessingModal active messages={MESSAGES} timeoutMs={3000} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Checking your identity');
    advance(999);
    expect(status).toHaveTextContent('Checking your identity');
    advance(1);
    expect(status).toHaveTextContent('Reviewing your property');
    advance(1000);
    expect(status).toHaveTextContent('Preparing your offer');
    advance(10_000);
    expect(status).toHaveTextContent('Preparing your offer');
  });

  it('cannot be closed by Escape or an outside click', () => {
    renderUi(<ProcessingModal active />);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('stays at least 1 s when the work finishes sooner', () => {
    const { rerender } = renderUi(<ProcessingModal active />);
    advance(300);
    rerender(<ProcessingModal active={false} />);
    advance(PROCESSING_MIN_VISIBLE_MS - 300 - 1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides at once when it has already been up for 1 s', () => {
    const { rerender } = renderUi(<ProcessingModal active />);
    advance(2500);
    rerender(<ProcessingModal active={false} />);
    advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts again from zero on the next run', () => {
    const { rerender } = renderUi(<ProcessingModal active timeoutMs={1000} />);
    advance(2000);
    rerender(<ProcessingModal active={false} timeoutMs={1000} />);
    advance(0);
    rerender(<ProcessingModal active timeoutMs={1000} />);
    expect(progress()).toBe(0);
  });
});

describe('processingMessageIndex', () => {
  it('gives each message an equal slice', () => {
    expect(
      [0, 9999, 10_000, 19_999, 20_000, 29_999, 40_000].map((ms) => processingMessageIndex(ms, 30_000, 3)),
    ).toEqual([0, 0, 1, 1, 2, 2, 2]);
    expect(processingMessageIndex(5000, 30_000, 1)).toBe(0);
  });
});

describe('ProcessingModalHost', () => {
  it('follows processing/started and processing/finished from the store', () => {
    const { store } = renderWithProviders(<ProcessingModalHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(processingStarted({ title: 'Submitting', messages: ['One', 'Two'], timeoutMs: 2000 }));
    });
    expect(selectProcessing(store.getState())).toEqual({
      active: true,
      title: 'Submitting',
      messages: ['One', 'Two'],
      timeoutMs: 2000,
    });
    expect(screen.getByRole('dialog', { name: 'Submitting' })).toBeInTheDocument();
    advance(1000);
    expect(screen.getByRole('status')).toHaveTextContent('Two');
    expect(progress()).toBe(50);
    act(() => {
      store.dispatch(processingFinished());
    });
    advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the default timeout when none or a bad one is given', () => {
    const { store } = renderWithProviders(<ProcessingModalHost />);
    act(() => {
      store.dispatch(processingStarted({ timeoutMs: -5 }));
    });
    expect(selectProcessing(store.getState()).timeoutMs).toBe(PROCESSING_TIMEOUT_MS);
    expect(processingStarted().type).toBe('processing/started');
    expect(processingFinished().type).toBe('processing/finished');
  });
});
