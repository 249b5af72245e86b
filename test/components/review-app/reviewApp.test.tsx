import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationStatus } from '../../../src/domain/types';
import { makeApplication } from '../../fixtures/application';
import { APP_PATH, APP_UUID, fakeServer, renderScreen, SLOW, violations } from '../credit/fakeJourney';

const PROPERTY = {
  uuid: 'prop-1',
  street1: '12 OAK lane',
  street2: 'unit 4',
  city: 'austin',
  state: 'tx',
  zip: '78701',
};

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

/** A server whose stage sends the borrower to this screen; null: no stage does, so the poll fails and they stay. */
function serverFor(stage: string | null, status: ApplicationStatus = {}) {
  const application = makeApplication({ uuid: APP_UUID, property: PROPERTY, status: { ...status } });
  if (stage) return fakeServer({ stage, application });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return fakeServer({ stage: 'UNKNOWN', application }, () => ({
    [`GET ${APP_PATH}/stage`]: { status: 503, data: { errors: ['Service unavailable'] } },
  }));
}

async function expectSupportContact() {
  const contact = within(screen.getByRole('list', { name: 'Contact Example Lender' }));
  expect(contact.getByRole('link', { name: '(888) 555-0100' })).toHaveAttribute('href', 'tel:8885550100');
  expect(contact.getByRole('link', { name: 'support@example-lender.test' })).toBeInTheDocument();
}

describe.each<[string, string | null, ApplicationStatus, string, RegExp]>([
  [
    'incorrect-pin',
    'SOFT_CREDIT_LOCKED_OR_FROZEN',
    { creditFrozenWithPin: true },
    'Your credit file is frozen with a PIN',
    /Call us and we will take your freeze PIN/,
  ],
  [
    'no-credit',
    'CREDIT_NO_MATCH_SSN',
    {},
    'We could not find your credit file',
    /A home equity line of credit needs a credit score/,
  ],
  [
    'property',
    'NO_PROPERTY_FOUND',
    {},
    'We could not confirm your property',
    /We could not find a property in public records that matches the address you gave us/,
  ],
  ['uw', null, {}, 'Your application is being reviewed', /Most reviews are finished within 2 business days/],
  [
    'delinquency',
    'DELINQUENCY_REVIEW',
    { uwDecision: 'REVIEW' },
    'We are reviewing your credit history',
    /Someone from our team will contact you by phone or email, usually within 2 business days/,
  ],
  [
    'incorrect-ownership',
    null,
    {},
    'We could not confirm that you own this property',
    /The owner on record for this property does not match the name on your application/,
  ],
  [
    'datatree',
    'NO_PROPERTY_FOUND',
    { propertyComplete: true, datatreeNoMatch: true },
    'We are still checking your property records',
    /from our property data provider/,
  ],
  [
    'signdocs',
    'GEN_CLOSING_DISCLOSURE',
    { waitingOnFloodCert: false },
    'We are still preparing your documents',
    /We are preparing your loan documents for signing/,
  ],
])('review-app/%s', (kind, stage, status, title, content) => {
  it('shows its own heading, what happens, how to reach us, with no axe violations', async () => {
    serverFor(stage, status);
    const { store } = renderScreen(`review-app/${kind}`);
    expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(content)).toBeInTheDocument();
    await expectSupportContact();
    await waitFor(() => expect(store.getState().stage.polling).not.toBe('polling'), SLOW);
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/review-app/${kind}`);
    expect(document.title).toBe(`Example Lender | ${title}`);
    expect(await violations()).toEqual([]);
  });
});

describe('review-app screens', () => {
  it('property: shows the address we could not match, and says when several properties share it', async () => {
    serverFor('MULTIPLE_PROPERTIES');
    renderScreen('review-app/property');
    expect(
      await screen.findByText(/More than one property in public records matches the address/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByTestId('property-address')).toHaveTextContent('12 Oak LaneUnit 4Austin, TX 78701');
    expect(screen.getByText(/and your unit or lot number/)).toBeInTheDocument();
  });

  it('incorrect-ownership: shows the property whose owner did not match', async () => {
    serverFor(null);
    renderScreen('review-app/incorrect-ownership');
    expect(await screen.findByTestId('property-address', {}, SLOW)).toHaveTextContent('12 Oak Lane');
    expect(
      screen.getByText(/copy of your deed, a recent mortgage statement or a property tax bill/),
    ).toBeInTheDocument();
  });

  it('signdocs: Try again asks the router again, which moves the borrower on once the documents are ready', async () => {
    const server = serverFor('GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: false });
    const { store } = renderScreen('review-app/signdocs');
    const retry = await screen.findByRole('button', { name: 'Try again' }, SLOW);
    await waitFor(() => expect(store.getState().stage.polling).toBe('settled'), SLOW);
    const polls = () => server.calls.filter((c) => c === `GET ${APP_PATH}/stage`).length;
    const before = polls();
    server.stage = 'NOTE_SIGNING';
    await userEvent.click(retry);
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/signing/intro`), SLOW);
    expect(polls()).toBe(before + 1);
  });

  it('uw: a stage poll that fails leaves the borrower on the page (and is logged)', async () => {
    serverFor(null);
    const { store } = renderScreen('review-app/uw');
    await waitFor(() => expect(store.getState().stage.polling).toBe('failed'), SLOW);
    expect(console.error).toHaveBeenCalledWith('[saga] next step: stage poll failed', expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Your application is being reviewed' })).toBeInTheDocument();
  });
});
