import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdverseActionNotice } from '../../../src/domain/adverseAction';
import type { ApplicationStatus } from '../../../src/domain/types';
import { makeApplication } from '../../fixtures/application';
import { resetMockPdf } from '../../mocks/react-pdf';
import { installPdfEnvironment } from '../start/helpers';
import { APP_PATH, APP_UUID, fakeServer, renderScreen, SLOW, violations } from '../credit/fakeJourney';
import { NOT_FOUND } from '../support/mswServer';

const NOTICE_PATH = `GET ${APP_PATH}/adverse-action`;

const CREDITOR = {
  name: 'Example Lender, LLC',
  address: '1 Main St, San Francisco, CA 94105',
  phone: '(888) 555-0100',
  nmls: '123456',
};
const ECOA =
  'The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant’s income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning this creditor is the Consumer Financial Protection Bureau, 1700 G Street NW, Washington, DC 20552.';

const CREDIT_NOTICE: AdverseActionNotice = {
  action: 'Your application for a home equity line of credit has been declined.',
  // 03-05 in UTC, still 03-04 in Denver: the screen states the borrower's date the server gives.
  decidedAt: '2026-03-05T02:00:00.000Z',
  decidedOn: '2026-03-04',
  timeZone: 'America/Denver',
  reasonCode: 'creditScore',
  reasons: [
    'Other: proportion of balances to credit limits on revolving accounts is too high',
    'Delinquent past or present credit obligations with others',
  ],
  creditor: CREDITOR,
  ecoaAgency: { name: 'Consumer Financial Protection Bureau', address: '1700 G Street NW, Washington, DC 20552' },
  ecoaNotice: ECOA,
  creditScore: {
    score: 600,
    rangeLow: 300,
    rangeHigh: 850,
    bureau: {
      name: 'Sandbox Credit Bureau, Inc.',
      address: 'P.O. Box 4500, Austin, TX 78765',
      phone: '(800) 555-0199',
    },
    scoredOn: '2026-03-03',
    keyFactors: [
      'Proportion of balances to credit limits on revolving accounts is too high',
      'Too few accounts currently paid as agreed',
    ],
    rights: [
      'Sandbox Credit Bureau, Inc. did not make the decision.',
      'You have a right to a free copy of your credit report if you ask for it within 60 days of receiving this notice.',
    ],
  },
};

const DTI_NOTICE: AdverseActionNotice = {
  ...CREDIT_NOTICE,
  reasonCode: 'dti',
  reasons: ['Income insufficient for amount of credit requested', 'Excessive obligations in relation to income'],
  creditScore: null,
};

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

function declinedServer(status: ApplicationStatus, notice: AdverseActionNotice) {
  return fakeServer(
    {
      stage: 'DECLINED',
      application: makeApplication({ uuid: APP_UUID, status: { uwDecision: 'DECLINE', ...status } }),
    },
    () => ({
      [NOTICE_PATH]: { data: notice },
      [`GET ${APP_PATH}/disclosures/ADVERSE_ACTION_NOTICE`]: { data: '%PDF-1.7' },
    }),
  );
}

const section = (testId: string) => within(screen.getByTestId(testId));

describe('decline notices', () => {
  it('error/credit: the decision, the reason, the credit score disclosure, the creditor and the ECOA notice', async () => {
    const server = declinedServer({ creditScoreDecline: true }, CREDIT_NOTICE);
    const { store } = renderScreen('error/credit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credit score does not meet our minimum' }, SLOW),
    ).toBeInTheDocument();
    await screen.findByTestId('adverse-action-notice', {}, SLOW);

    expect(section('notice-action').getByText(CREDIT_NOTICE.action)).toBeInTheDocument();
    expect(section('notice-action').getByText('Date of decision: 03/04/2026')).toBeInTheDocument();
    expect(
      section('notice-reasons')
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CREDIT_NOTICE.reasons);

    const score = section('notice-credit-score');
    expect(score.getByRole('heading', { name: 'Your credit score' })).toBeInTheDocument();
    const facts = Object.fromEntries(
      score.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Your credit score': '600',
      'Scores range from': '300 to 850',
      'Date of the score': '03/03/2026',
      'Provided by': 'Sandbox Credit Bureau, Inc.',
    });
    expect(
      within(score.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CREDIT_NOTICE.creditScore!.keyFactors);
    expect(score.getByText('P.O. Box 4500, Austin, TX 78765')).toBeInTheDocument();
    expect(score.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:8005550199');
    expect(score.getByText(/within 60 days of receiving this notice/)).toBeInTheDocument();

    const creditor = section('notice-creditor');
    expect(creditor.getByText('Example Lender, LLC')).toBeInTheDocument();
    expect(creditor.getByText('1 Main St, San Francisco, CA 94105')).toBeInTheDocument();
    expect(creditor.getByText('NMLS ID 123456')).toBeInTheDocument();
    expect(creditor.getByRole('link', { name: '(888) 555-0100' })).toBeInTheDocument();

    expect(section('notice-ecoa').getByText(ECOA)).toBeInTheDocument();
    expect(server.calls.filter((c) => c === NOTICE_PATH)).toHaveLength(1);
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/error/credit`);
    expect(await violations()).toEqual([]);
  });

  it('opens the notice as the PDF kept with the application, in the viewer, and gives the focus back', async () => {
    installPdfEnvironment();
    resetMockPdf();
    const user = userEvent.setup();
    const server = declinedServer({ creditScoreDecline: true }, CREDIT_NOTICE);
    renderScreen('error/credit');
    await screen.findByTestId('adverse-action-notice', {}, SLOW);
    const open = section('notice-document').getByRole('button', { name: 'Open your notice (PDF)' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Notice of Action Taken and Statement of Reasons' });
    expect(await within(dialog).findByTestId('pdf-document', {}, SLOW)).toBeInTheDocument();
    expect(server.calls.filter((c) => c === `GET ${APP_PATH}/disclosures/ADVERSE_ACTION_NOTICE`)).toHaveLength(1);
    expect(await violations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('error/income: the debt-to-income reasons, and no credit score section', async () => {
    declinedServer({ dtiDecline: true }, DTI_NOTICE);
    renderScreen('error/income');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your income does not support this line of credit' }, SLOW),
    ).toBeInTheDocument();
    await screen.findByTestId('adverse-action-notice', {}, SLOW);
    expect(
      section('notice-reasons')
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(DTI_NOTICE.reasons);
    expect(screen.queryByTestId('notice-credit-score')).not.toBeInTheDocument();
    expect(section('notice-creditor').getByText('Example Lender, LLC')).toBeInTheDocument();
    expect(section('notice-ecoa').getByText(ECOA)).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('error/decline: a notice that could not load says so, and Try again loads it', async () => {
    let answers = 0;
    const derogatory: AdverseActionNotice = {
      ...CREDIT_NOTICE,
      reasonCode: 'derogatory',
      reasons: ['Serious delinquency, public record or collection'],
    };
    fakeServer(
      { stage: 'DECLINED', application: makeApplication({ uuid: APP_UUID, status: { uwDecision: 'DECLINE' } }) },
      () => ({
        [NOTICE_PATH]: () =>
          ++answers === 1
            ? { status: 503, data: { errors: ['The service is busy'], message: 'The service is busy' } }
            : { data: derogatory },
      }),
    );
    renderScreen('error/decline');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We cannot approve your application' }, SLOW),
    ).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('We could not load your notice');
    expect(await violations()).toEqual([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('adverse-action-notice', {}, SLOW);
    expect(section('notice-reasons').getByText('Serious delinquency, public record or collection')).toBeInTheDocument();
    expect(screen.getByTestId('notice-credit-score')).toBeInTheDocument();
    expect(answers).toBe(2);
  });
});

describe('error/timeout', () => {
  it('says it is taking longer than expected; Try again asks the router, which moves on when the stage has', async () => {
    // The borrower status service the timeout screen asks is not served here.
    const server = fakeServer({ stage: 'UNKNOWN' }, () => ({
      [`GET /service-krang-heloc/borrower/secure/api/v1/${APP_UUID}/status`]: NOT_FOUND,
    }));
    const { store } = renderScreen('error/timeout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is taking longer than expected' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/We are still working on your application/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Contact Example Lender' })).getByRole('link', {
        name: '(888) 555-0100',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(store.getState().stage.polling).toBe('settled'), SLOW);
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/error/timeout`);
    expect(await violations()).toEqual([]);

    server.stage = 'LIEN_VERIFICATION';
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/liens`), SLOW);
  });
});

describe('error/flood-cert', () => {
  it('explains the wait for the flood certificate, promises an email, and checks again when asked', async () => {
    const server = fakeServer({
      stage: 'GEN_CLOSING_DISCLOSURE',
      application: makeApplication({ uuid: APP_UUID, status: { waitingOnFloodCert: true } }),
    });
    const { store } = renderScreen('error/flood-cert');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are waiting for your flood zone certificate' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/We will email you when the certificate arrives/)).toBeInTheDocument();
    expect(screen.getByText(/This page checks again each time you open it/)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().stage.polling).toBe('settled'), SLOW);
    const polls = () => server.calls.filter((c) => c === `GET ${APP_PATH}/stage`).length;
    expect(polls()).toBe(1);
    expect(await violations()).toEqual([]);

    server.application = makeApplication({ uuid: APP_UUID, status: { waitingOnFloodCert: false } });
    server.stage = 'NOTE_SIGNING';
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/signing/intro`), SLOW);
    expect(polls()).toBe(2);
  });
});
