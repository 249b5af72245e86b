import { act, fireEvent, screen, within } from '@testing-library/react';
import { TOAST_AUTO_DISMISS_MS, ToastViewport } from '../../../src/connected';
import { MAX_TOASTS, selectToasts, toastShown } from '../../../store/ui';
import { renderWithProviders } from '../../utils/renderWithProviders';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const view = renderWithProviders(<ToastViewport />);
  const show = (variant: 'info' | 'success' | 'warning' | 'error', message: string) =>
    act(() => {
      view.store.dispatch(toastShown({ variant, message }));
    });
  return { ...view, show };
}

const messages = () =>
  Array.from(screen.getByTestId('toast-viewport').querySelectorAll('[data-variant]'), (el) => el.textContent);

describe('ToastViewport', () => {
  it('shows at most five, newest last', () => {
    const { show } = setup();
    for (let i = 1; i <= 7; i += 1) show('info', `Saved ${i}`);
    expect(messages()).toHaveLength(MAX_TOASTS);
    expect(messages()).toEqual(['Saved 3', 'Saved 4', 'Saved 5', 'Saved 6', 'Saved 7']);
  });

  it('announces politely as status, errors as alert with an Error prefix', () => {
    const { show } = setup();
    show('success', 'Document uploaded');
    show('error', 'Upload failed');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Document uploaded');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Upload failed');
  });

  it('dismisses one toast from its button, through the store', () => {
    const { show, store } = setup();
    show('info', 'First');
    show('info', 'Second');
    const first = screen.getByText('First').closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Dismiss message' }));
    expect(selectToasts(store.getState()).map((t) => t.message)).toEqual(['Second']);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('auto-dismisses non-error toasts after a few seconds, but keeps errors', () => {
    const { show, store } = setup();
    show('success', 'Saved');
    show('error', 'Could not save');
    act(() => jest.advanceTimersByTime(TOAST_AUTO_DISMISS_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_AUTO_DISMISS_MS * 5));
    expect(selectToasts(store.getState()).map((t) => t.message)).toEqual(['Could not save']);
  });

  it('waits while the pointer is over a toast', () => {
    const { show } = setup();
    show('info', 'Reading this');
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(TOAST_AUTO_DISMISS_MS * 2));
    expect(screen.getByText('Reading this')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(TOAST_AUTO_DISMISS_MS));
    expect(screen.queryByText('Reading this')).not.toBeInTheDocument();
  });
});
