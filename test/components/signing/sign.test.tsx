import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGREE_LABEL, SIGN_LABEL } from '../../../src/screens/signing/SignScreen';
import { START_SIGNING_LABEL } from '../../../src/screens/signing/IntroScreen';
import { LOCATION_ALERT_TITLE } from '../../../src/ui/LocationAlert';
import { clearDisclosurePdfs } from '../../../store/disclosures';
import { resetMockPdf } from '../../mocks/react-pdf';
import {
  APP_PATH,
  APP_UUID,
  borrower,
  closingApplication,
  FakeObserver,
  fakeServer,
  HOME,
  installGeolocation,
  installPdfEnvironment,
  notaryAnswer,
  renderAt,
  SLOW,
  violations,
  type FakeServer,
} from './helpers';

const TITLES = {
  CLOSING_DISCLOSURE: 'Closing Disclosure',
  NOTE: 'Home Equity Line of Credit Agreement and Note',
} as const;
type Doc = keyof typeof TITLES;

const READY = { checklistStatus: 'NOTE_SIGNING', disclosurelistClosingReady: true };

function signingServer(status: Record<string, unknown> = READY) {
  return fakeServer(
    { stage: 'NOTE_SIGNING', application: closingApplication({ status }), profile: borrower() },
    (s: FakeServer) => ({
      [`GET ${APP_PATH}/disclosures/CLOSING_DISCLOSURE`]: { data: '%PDF-1.7' },
      [`GET ${APP_PATH}/disclosures/NOTE`]: { data: '%PDF-1.7' },
      [`GET ${APP_PATH}/notary`]: { data: notaryAnswer() },
      [`POST ${APP_PATH}/signing/sign`]: (config) => {
        s.posted.push({ path: 'signing/sign', body: JSON.parse(String(config.data)), headers: {} });
        s.stage = 'DEED_SIGNING';
        s.application = closingApplication({
          status: {
            ...READY,
            checklistStatus: 'DEED_SIGNING',
            disclosurelistClosingComplete: true,
            disclosurelistNotaryReady: true,
          },
        });
        return { data: s.application };
      },
    }),
  );
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  installPdfEnvironment();
  resetMockPdf();
  clearDisclosurePdfs();
});

const row = (type: Doc) => screen.getByTestId(`signing-document-${type}`);
const signButton = () => screen.getByRole('button', { name: SIGN_LABEL });

async function readToEnd(user: ReturnType<typeof userEvent.setup>, type: Doc) {
  await user.click(within(row(type)).getByRole('button', { name: `Read ${TITLES[type]}` }));
  const dialog = screen.getByRole('dialog', { name: TITLES[type] });
  await waitFor(() => expect(FakeObserver.live()?.targets).toContain(within(dialog).getByTestId('pdf-end')), SLOW);
  FakeObserver.live()?.fire(1);
  expect(within(dialog).getByText('You have read this document to the end.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(within(row(type)).getByText('Read to the end')).toBeInTheDocument();
}

async function openSign() {
  const view = renderAt('signing/sign');
  await screen.findByRole('heading', { level: 1, name: 'Read and sign your documents' }, SLOW);
  return view;
}

describe('signing/intro', () => {
  it('says what will be signed and, once the documents are ready, goes on to sign them', async () => {
    installGeolocation(HOME);
    signingServer();
    const user = userEvent.setup();
    const { history } = renderAt('signing/intro');
    await screen.findByRole('heading', { level: 1, name: 'Sign your loan documents' }, SLOW);
    expect(screen.getByText('Closing Disclosure')).toBeInTheDocument();
    expect(screen.getByText('Home Equity Line of Credit Agreement and Note')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: START_SIGNING_LABEL }));
    await screen.findByRole('heading', { level: 1, name: 'Read and sign your documents' }, SLOW);
    expect(history.location.pathname).toBe(`/${APP_UUID}/signing/sign`);
  });

  it('while the documents are being prepared, says so instead of offering to sign', async () => {
    signingServer({ checklistStatus: 'NOTE_SIGNING', disclosurelistClosingReady: false });
    renderAt('signing/intro');
    await screen.findByRole('heading', { level: 1, name: 'Sign your loan documents' }, SLOW);
    expect(screen.getByText('We are preparing your documents')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: START_SIGNING_LABEL })).toBeNull();
  });

  it('offers to sign by itself once the documents are ready, with no stage push and no click', async () => {
    const server = signingServer({ checklistStatus: 'NOTE_SIGNING', disclosurelistClosingReady: false });
    renderAt('signing/intro');
    await screen.findByText('We are preparing your documents', undefined, SLOW);
    server.application = closingApplication({ status: READY });
    // The hold watch asks again within HOLD_CHECK_MS (5 s); the stage push never comes in this test.
    expect(await screen.findByRole('button', { name: START_SIGNING_LABEL }, { timeout: 8000 })).toBeVisible();
  }, 15000);
});

describe('signing/sign', () => {
  it('keeps Sign disabled until both documents are read to the end and the agreement is ticked', async () => {
    installGeolocation(HOME);
    signingServer();
    const user = userEvent.setup();
    await openSign();
    expect(signButton()).toBeDisabled();
    expect(signButton()).toHaveAccessibleDescription(
      'Still to read to the end: Closing Disclosure and Home Equity Line of Credit Agreement and Note.',
    );
    await user.click(screen.getByRole('checkbox', { name: AGREE_LABEL }));
    expect(signButton()).toBeDisabled();

    await readToEnd(user, 'CLOSING_DISCLOSURE');
    expect(signButton()).toBeDisabled();
    expect(signButton()).toHaveAccessibleDescription(
      'Still to read to the end: Home Equity Line of Credit Agreement and Note.',
    );
    await readToEnd(user, 'NOTE');
    expect(signButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: AGREE_LABEL }));
    expect(signButton()).toBeDisabled();
    expect(signButton()).toHaveAccessibleDescription('Agree to sign electronically to continue.');
    expect(await violations()).toEqual([]);
  });

  it('signs both documents with the location, then the router moves on to the notary', async () => {
    const geo = installGeolocation(HOME);
    const server = signingServer();
    const user = userEvent.setup();
    const { history } = await openSign();
    await readToEnd(user, 'CLOSING_DISCLOSURE');
    await readToEnd(user, 'NOTE');
    await user.click(screen.getByRole('checkbox', { name: AGREE_LABEL }));
    await user.click(signButton());

    await screen.findByRole('heading', { level: 1, name: 'Sign your deed with an online notary' }, SLOW);
    expect(history.location.pathname).toBe(`/${APP_UUID}/notary/intro`);
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(server.posted).toEqual([
      {
        path: 'signing/sign',
        body: {
          documents: ['CLOSING_DISCLOSURE', 'NOTE'],
          latitude: HOME.latitude,
          longitude: HOME.longitude,
          // The browser's own zone goes with the signature (the rescission deadline is counted in it).
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        headers: {},
      },
    ]);
  });

  it('when the location is refused, explains why it is needed, signs nothing, and signs on a retry once allowed', async () => {
    const geo = installGeolocation({ code: 1 });
    const server = signingServer();
    const user = userEvent.setup();
    const { history } = await openSign();
    await readToEnd(user, 'CLOSING_DISCLOSURE');
    await readToEnd(user, 'NOTE');
    await user.click(screen.getByRole('checkbox', { name: AGREE_LABEL }));
    await user.click(signButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LOCATION_ALERT_TITLE)).toBeInTheDocument();
    expect(alert).toHaveTextContent('Your location is needed for secure electronic signing');
    expect(alert).toHaveTextContent('Please enable location services.');
    expect(alert).toHaveTextContent('Turn on location services for this site');
    expect(server.posted).toEqual([]);
    expect(history.location.pathname).toBe(`/${APP_UUID}/signing/sign`);
    expect(signButton()).toBeEnabled();
    expect(await violations()).toEqual([]);

    geo.answer(HOME);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign your deed with an online notary' }, SLOW);
    expect(server.posted.map((p) => p.path)).toEqual(['signing/sign']);
  });

  it('once the documents are signed, offers nothing more to sign', async () => {
    signingServer({ ...READY, disclosurelistClosingComplete: true });
    await openSign();
    expect(screen.getByText('You have signed your documents')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SIGN_LABEL })).toBeNull();
  });

  it('without location services at all, says so in the same alert', async () => {
    installGeolocation({ code: 2 });
    signingServer();
    const user = userEvent.setup();
    await openSign();
    await readToEnd(user, 'CLOSING_DISCLOSURE');
    await readToEnd(user, 'NOTE');
    await user.click(screen.getByRole('checkbox', { name: AGREE_LABEL }));
    await user.click(signButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LOCATION_ALERT_TITLE)).toBeInTheDocument();
    expect(alert).toHaveTextContent('We could not find your location.');
  });
});
