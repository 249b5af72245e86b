import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ConnectedRouter } from 'connected-react-router';
import { Route } from 'react-router-dom';
import DisclosuresRoute from '../../../src/screens/document/DisclosuresRoute';
import { ACKNOWLEDGE_LABEL, READ_FIRST_HINT } from '../../../src/screens/document/DisclosuresScreen';
import type { Disclosure } from '../../../src/api/disclosures';
import { disclosuresSaga } from '../../../sagas/disclosures';
import { clearDisclosurePdfs, getDisclosurePdf } from '../../../store/disclosures';
import { ThemeRoot } from '../../../src/theme';
import { installRoutes, type FakeRequest } from '../support/mswServer';
import { makeTestStore } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';
import { resetMockPdf } from '../../mocks/react-pdf';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const BASE = `/service-application/api/v1/application/heloc/${APP_UUID}/disclosures`;

const item = (type: Disclosure['type'], title: string, acknowledgedAt: string | null = null): Disclosure => ({
  type,
  title,
  acknowledged: acknowledgedAt !== null,
  acknowledgedAt,
  url: `${BASE}/${type}`,
});

// A controllable IntersectionObserver: the test decides when the end of the document is in view.
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  fire(ratio: number) {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

/** The viewer's live observer once it is made: its effect may run after the first page shows, on a loaded machine. */
async function observer(): Promise<FakeObserver> {
  const live = () => FakeObserver.instances.filter((o) => !o.disconnected).at(-1);
  await waitFor(() => expect(live()).toBeDefined());
  return live() as FakeObserver;
}

let createObjectURL: jest.Mock;
let revokeObjectURL: jest.Mock;

beforeEach(() => {
  resetMockPdf();
  clearDisclosurePdfs();
  FakeObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  let n = 0;
  createObjectURL = jest.fn(() => `blob:pdf-${++n}`);
  revokeObjectURL = jest.fn();
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revokeObjectURL, configurable: true, writable: true });
});

function renderScreen() {
  const { store, history } = makeTestStore({ path: `/${APP_UUID}/document/disclosures`, authenticated: true });
  store.runSaga(disclosuresSaga);
  const result = render(
    <Provider store={store}>
      <ThemeRoot org={sampleOrg}>
        <ConnectedRouter history={history}>
          <Route path="/:uuid/document/disclosures" component={DisclosuresRoute} />
        </ConnectedRouter>
      </ThemeRoot>
    </Provider>,
  );
  return { store, ...result };
}

async function openAndLoad(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Open ${title}` }));
  return screen.findByRole('region', { name: title });
}

describe('document/disclosures', () => {
  it('lists the documents from the server with their acknowledged state', async () => {
    const { calls } = installRoutes({
      [`GET ${BASE}`]: {
        data: [
          item('PRE_SOFT_CREDIT_AUTHORIZATION', 'Soft credit authorization', '2024-03-05T10:00:00.000Z'),
          item('HELOC_EARLY_DISCLOSURE', 'HELOC early disclosure'),
        ],
      },
    });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Your documents' })).toBeInTheDocument();
    const first = await screen.findByTestId('disclosure-PRE_SOFT_CREDIT_AUTHORIZATION');
    expect(within(first).getByRole('heading', { name: 'Soft credit authorization' })).toBeInTheDocument();
    expect(within(first).getByText('Acknowledged on 03/05/2024')).toBeInTheDocument();
    const second = screen.getByTestId('disclosure-HELOC_EARLY_DISCLOSURE');
    expect(within(second).getByText('Not yet acknowledged')).toBeInTheDocument();
    expect(calls).toEqual([`GET ${BASE}`]);
  });

  it('fetches the bytes of the document opened, as a PDF, and shows them in the viewer with focus on it', async () => {
    let pdfRequest: FakeRequest | null = null;
    const { calls } = installRoutes({
      [`GET ${BASE}`]: { data: [item('PRE_SOFT_CREDIT_AUTHORIZATION', 'Soft credit authorization')] },
      [`GET ${BASE}/PRE_SOFT_CREDIT_AUTHORIZATION`]: (config) => {
        pdfRequest = config;
        return { data: '%PDF-1.7' };
      },
    });
    const { store, unmount } = renderScreen();
    const region = await openAndLoad('Soft credit authorization');
    expect(calls).toContain(`GET ${BASE}/PRE_SOFT_CREDIT_AUTHORIZATION`);
    expect(String(pdfRequest!.headers.Accept)).toBe('application/pdf');
    // The bytes stay out of the store; the viewer reads an object URL made from the cached blob.
    expect(store.getState().disclosures.byApplication[APP_UUID].documents.PRE_SOFT_CREDIT_AUTHORIZATION).toEqual({
      type: 'PRE_SOFT_CREDIT_AUTHORIZATION',
      ready: true,
      error: null,
    });
    expect(getDisclosurePdf(APP_UUID, 'PRE_SOFT_CREDIT_AUTHORIZATION')).toBeInstanceOf(Blob);
    // Read as bytes (an array buffer), not as JSON or text.
    expect(await getDisclosurePdf(APP_UUID, 'PRE_SOFT_CREDIT_AUTHORIZATION')!.text()).toBe('%PDF-1.7');
    expect(await within(region).findByTestId('pdf-document')).toHaveAttribute('data-file', 'blob:pdf-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Soft credit authorization' })).toHaveFocus();
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:pdf-1');
  });

  it('keeps the acknowledge button disabled until the end of the document is read', async () => {
    installRoutes({
      [`GET ${BASE}`]: { data: [item('PRE_SOFT_CREDIT_AUTHORIZATION', 'Soft credit authorization')] },
      [`GET ${BASE}/PRE_SOFT_CREDIT_AUTHORIZATION`]: { data: '%PDF-1.7' },
    });
    renderScreen();
    await openAndLoad('Soft credit authorization');
    await screen.findAllByTestId('pdf-page');
    const button = screen.getByRole('button', { name: ACKNOWLEDGE_LABEL });
    expect(button).toBeDisabled();
    expect(screen.getByText(READ_FIRST_HINT)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(READ_FIRST_HINT);

    (await observer()).fire(0.1);
    expect(button).toBeDisabled();
    (await observer()).fire(1);
    expect(screen.getByRole('button', { name: ACKNOWLEDGE_LABEL })).toBeEnabled();
    expect(screen.queryByText(READ_FIRST_HINT)).not.toBeInTheDocument();
  });

  it('posts the acknowledgement and shows the updated state', async () => {
    const posted: unknown[] = [];
    const { calls } = installRoutes({
      [`GET ${BASE}`]: { data: [item('PRE_SOFT_CREDIT_AUTHORIZATION', 'Soft credit authorization')] },
      [`GET ${BASE}/PRE_SOFT_CREDIT_AUTHORIZATION`]: { data: '%PDF-1.7' },
      [`POST ${BASE}/PRE_SOFT_CREDIT_AUTHORIZATION/acknowledge`]: (config) => {
        posted.push(JSON.parse(String(config.data)));
        return {
          data: [item('PRE_SOFT_CREDIT_AUTHORIZATION', 'Soft credit authorization', '2024-04-01T09:30:00.000Z')],
        };
      },
    });
    renderScreen();
    await openAndLoad('Soft credit authorization');
    await screen.findAllByTestId('pdf-page');
    (await observer()).fire(1);
    await userEvent.click(screen.getByRole('button', { name: ACKNOWLEDGE_LABEL }));

    expect(await screen.findByText('Soft credit authorization acknowledged.')).toBeInTheDocument();
    expect(posted).toEqual([{}]);
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: ACKNOWLEDGE_LABEL })).not.toBeInTheDocument();
    const row = screen.getByTestId('disclosure-PRE_SOFT_CREDIT_AUTHORIZATION');
    expect(within(row).getByText('Acknowledged on 04/01/2024')).toBeInTheDocument();
  });

  it("shows the server's 409 message when the summary is acknowledged before the disclosures", async () => {
    const message =
      'Acknowledge the early disclosure and the brochure before (or together with) the application summary';
    installRoutes({
      [`GET ${BASE}`]: { data: [item('APPLICATION_SUMMARY', 'Application summary')] },
      [`GET ${BASE}/APPLICATION_SUMMARY`]: { data: '%PDF-1.7' },
      [`POST ${BASE}/APPLICATION_SUMMARY/acknowledge`]: { status: 409, data: { message } },
    });
    const { store } = renderScreen();
    await openAndLoad('Application summary');
    await screen.findAllByTestId('pdf-page');
    (await observer()).fire(1);
    await userEvent.click(screen.getByRole('button', { name: ACKNOWLEDGE_LABEL }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not record your acknowledgement');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(screen.getByRole('button', { name: ACKNOWLEDGE_LABEL })).toBeEnabled());
    expect(store.getState().disclosures.byApplication[APP_UUID].list[0].acknowledged).toBe(false);
  });

  it('shows a load failure', async () => {
    installRoutes({ [`GET ${BASE}`]: { status: 500, data: { message: 'Database unavailable' } } });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your documents');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});
