import axe from 'axe-core';
import { act, fireEvent, screen } from '@testing-library/react';
import * as yup from 'yup';
import {
  AppForm,
  BellIcon,
  CopyButton,
  Drawer,
  IconButton,
  Modal,
  TextAreaField,
  Tooltip,
  TOOLTIP_DELAY_MS,
} from '../../../src/ui';
import { ProcessingModal, ToastViewport } from '../../../src/connected';
import { PdfViewer } from '../../../src/ui/pdf/PdfViewer';
import { toastShown } from '../../../store/ui';
import { mockPdf, resetMockPdf } from '../../mocks/react-pdf';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { renderUi } from './renderUi';

// Dialogs render in a portal, so the whole body is checked.
async function violations(root: Element = document.body) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeEach(() => {
  resetMockPdf();
  // jsdom has no canvas; axe only uses it to guess icon ligatures, and copes with no context.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

describe('axe on the UI kit additions', () => {
  it('tooltip (shown), copy button, icon button', async () => {
    jest.useFakeTimers();
    renderUi(
      <main>
        <Tooltip content="Your wallet address">
          <button type="button">0x1234...abcde</button>
        </Tooltip>
        <CopyButton text="0x1234567890abcdef" label="Copy wallet address" />
        <IconButton label="Notifications" icon={<BellIcon />} badge={2} />
      </main>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: '0x1234...abcde' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip')).toBeVisible();
    jest.useRealTimers();
    expect(await violations()).toEqual([]);
  });

  it('modal with a form and a text area', async () => {
    renderUi(
      <Modal open onClose={jest.fn()} title="Share your thoughts with our CEO" closeOnOutsideClick>
        <AppForm schema={yup.object({ message: yup.string().required() })} onSubmit={jest.fn()} submitLabel="Send">
          <TextAreaField name="message" label="Message" maxLength={500} />
        </AppForm>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('disclosure modal and drawer', async () => {
    const { unmount } = renderUi(
      <Modal open onClose={jest.fn()} title="Review disclosures" variant="disclosure">
        <p>Long text</p>
      </Modal>,
    );
    expect(await violations()).toEqual([]);
    unmount();
    renderUi(
      <Drawer open onClose={jest.fn()} title="Menu">
        <nav aria-label="Main">
          <a href="/dashboard">Dashboard</a>
        </nav>
      </Drawer>,
    );
    expect(await violations()).toEqual([]);
  });

  it('toasts of every kind', async () => {
    const { store } = renderWithProviders(<ToastViewport />);
    act(() => {
      store.dispatch(toastShown({ variant: 'success', message: 'Saved' }));
      store.dispatch(toastShown({ variant: 'info', message: 'Heads up' }));
      store.dispatch(toastShown({ variant: 'warning', message: 'Check this' }));
      store.dispatch(toastShown({ variant: 'error', message: 'Failed' }));
    });
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(await violations()).toEqual([]);
  });

  it('processing modal', async () => {
    renderUi(<ProcessingModal active title="Preparing your offer" />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    // Its 100 ms ticks keep updating while axe runs: keep them inside act.
    let found: string[] = [];
    await act(async () => {
      found = await violations();
    });
    expect(found).toEqual([]);
  });

  it('PDF viewer: loaded and failed', async () => {
    const { unmount } = renderUi(
      <main>
        <PdfViewer file="/docs/a.pdf" title="Agreement" />
      </main>,
    );
    expect(screen.getAllByTestId('pdf-page')).toHaveLength(2);
    expect(await violations()).toEqual([]);
    unmount();
    mockPdf.fail = true;
    renderUi(
      <main>
        <PdfViewer file="/docs/a.pdf" title="Agreement" />
      </main>,
    );
    expect(screen.getByRole('link', { name: 'Download Agreement (PDF)' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
