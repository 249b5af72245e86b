import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserLocation } from '../../../sagas/effects';
import { FORM_DRAFT_PREFIX } from '../../../src/connected';
import { clearDisclosurePdfs } from '../../../store/disclosures';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { resetMockPdf } from '../../mocks/react-pdf';
import {
  APP_PATH,
  APP_UUID,
  fakeServer,
  installPdfEnvironment,
  PROFILE_PATH,
  renderStart,
  SLOW,
  step,
  violations,
} from './helpers';

const PROPERTY = { uuid: 'p1', street1: '12 Oak Lane', street2: null, city: 'Austin', state: 'TX', zip: '78701' };

const application = () =>
  makeApplication({
    uuid: APP_UUID,
    selectedPropertyUuid: 'p1',
    property: PROPERTY,
    status: { checklistStatus: 'BASIC_INFO' },
  });

const profile = () =>
  makeProfile({
    name: { uuid: 'n1', firstName: 'Dana', middleName: null, lastName: 'Rivera', suffix: null },
    dob: '1980-04-12',
    email: 'dana@example.test',
    phoneNumbers: ['5125550142'],
    addresses: [{ ...PROPERTY, ownership: null }],
  });

// The screen now carries the application disclosures too; axe over the whole form takes a few seconds on a busy machine.
jest.setTimeout(20_000);

const DRAFT_KEY = `${FORM_DRAFT_PREFIX}${APP_UUID}:profile`;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  installPdfEnvironment();
  resetMockPdf();
  clearDisclosurePdfs();
});
afterEach(() => jest.restoreAllMocks());

async function openProfile() {
  const view = renderStart('profile');
  await screen.findByRole('heading', { level: 1, name: 'Tell us about yourself' }, SLOW);
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const softCredit = () => screen.getByRole('checkbox', { name: /written instructions/ });
const esign = () => screen.getByRole('checkbox', { name: /I consent to receive disclosures/ });
const esignAccess = () => screen.getByRole('checkbox', { name: 'I opened the test document and could read it' });
const received = () => screen.getByRole('checkbox', { name: /I have received the early disclosure/ });

async function consent(user: ReturnType<typeof userEvent.setup>) {
  await user.click(softCredit());
  await user.click(esignAccess());
  await user.click(esign());
  await user.click(received());
}

describe('start/profile', () => {
  it('shows the name, birth date and registered property from the server, the rates facts and the consents', async () => {
    fakeServer({ stage: 'BASIC_INFO', application: application(), profile: profile() });
    await openProfile();
    expect(document.title).toBe('Example Lender | Tell us about yourself');
    expect(field('First name')).toHaveValue('Dana');
    expect(field('Middle name (optional)')).toHaveValue('');
    expect(field('Last name')).toHaveValue('Rivera');
    expect(field('Date of birth')).toHaveValue('04/12/1980');
    const property = screen.getByRole('group', { name: 'The property' });
    expect(within(property).getByRole('textbox', { name: 'Street address' })).toHaveValue('12 Oak Lane');
    expect(within(property).getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    expect(within(property).getByRole('combobox', { name: 'State' })).toHaveValue('TX');
    expect(within(property).getByRole('textbox', { name: 'ZIP code' })).toHaveValue('78701');

    const ownership = screen.getByRole('radiogroup', { name: 'How do you own this property?' });
    expect(
      within(ownership)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['SOLE', 'JOINT', 'TRUST', 'NONE']);
    expect(within(ownership).getByRole('radio', { name: 'I own it on my own' })).not.toBeChecked();
    expect(within(ownership).getByRole('radio', { name: 'I do not own this property' })).not.toBeChecked();

    // The organisation is the one authorised, for a soft inquiry without effect on the score.
    expect(softCredit()).toHaveAccessibleName(
      expect.stringContaining('written instructions to Example Lender, LLC under the Fair Credit Reporting Act'),
    );
    expect(softCredit()).toHaveAccessibleName(expect.stringContaining('will not affect my credit score'));
    expect(softCredit()).not.toBeChecked();
    // E-SIGN §101(c): the disclosures, the test document, and the consent disabled until it opened.
    const disclosures = screen.getByRole('region', { name: 'Consent to electronic records: disclosures' });
    expect(disclosures).toHaveTextContent('You may ask for a paper copy of any record at any time, for no fee ($0.00)');
    expect(disclosures).toHaveTextContent('You may withdraw this consent at any time');
    expect(disclosures).toHaveTextContent('Keeping your contact information current');
    expect(disclosures).toHaveTextContent(/What you need \(requirements version \d+/);
    expect(screen.getByRole('link', { name: 'Open the test document (PDF, opens in a new tab)' })).toHaveAttribute(
      'href',
      '/service-application/api/v1/esign/test-document',
    );
    expect(esign()).toBeDisabled();
    expect(esign()).toHaveAccessibleDescription('Open the test document first.');

    expect(screen.getByText(/range from \$15,000 to \$400,000/)).toBeInTheDocument();
    expect(screen.getByText(/APRs range from 7\.60% to 17\.20%/)).toBeInTheDocument();
    expect(screen.getByText(/does not affect your credit score\. Submitting your application/)).toHaveTextContent(
      'hard credit inquiry',
    );
    expect(screen.getByRole('button', { name: 'Check my rates' })).toHaveAttribute('type', 'submit');
    expect(await violations()).toEqual([]);
  }, 30_000);

  it('shows what is missing when submitted empty, and posts nothing', async () => {
    const server = fakeServer({
      stage: 'BASIC_INFO',
      application: makeApplication({ uuid: APP_UUID, status: { checklistStatus: 'BASIC_INFO' } }),
      profile: makeProfile(),
    });
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Check my rates' }));

    expect(field('First name')).toHaveAccessibleDescription('Error: Required');
    expect(field('First name')).toHaveFocus();
    expect(field('Last name')).toHaveAccessibleDescription('Error: Required');
    expect(field('Date of birth')).toHaveAccessibleDescription('MM/DD/YYYY Error: Required');
    expect(field('Street address')).toHaveAccessibleDescription('Error: Required');
    expect(field('ZIP code')).toHaveAccessibleDescription('Error: Required');
    expect(screen.getByRole('radiogroup', { name: 'How do you own this property?' })).toHaveAccessibleDescription(
      'Error: Required',
    );
    expect(softCredit()).toHaveAccessibleDescription('Error: You must allow the soft credit check to continue');
    expect(esignAccess()).toHaveAccessibleDescription('Error: Open the test document and confirm you could read it');
    expect(esign()).toHaveAccessibleDescription(
      'Open the test document first. Error: You must agree to electronic records to continue',
    );
    expect(received()).toHaveAccessibleDescription('Error: Confirm you have received the disclosures to continue');
    expect(server.posted).toEqual([]);
    expect(await violations()).toEqual([]);
  }, 30_000);

  it('says what is wrong with an under-age birth date and a short ZIP code', async () => {
    const server = fakeServer({ stage: 'BASIC_INFO', application: application(), profile: profile() });
    const user = userEvent.setup();
    await openProfile();
    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), '01012020');
    await user.clear(field('ZIP code'));
    await user.type(field('ZIP code'), '7870');
    await user.click(screen.getByRole('button', { name: 'Check my rates' }));
    expect(field('Date of birth')).toHaveAccessibleDescription('MM/DD/YYYY Error: You must be at least 18 years old');
    expect(field('ZIP code')).toHaveAccessibleDescription('Error: Enter a 5-digit ZIP code');
    expect(server.posted).toEqual([]);
  });

  it('posts the profile with the corrected address, then the router moves on to the liens', async () => {
    const server = fakeServer({ stage: 'BASIC_INFO', application: application(), profile: profile() }, (s) => ({
      [`POST ${APP_PATH}/profile`]: step(s, 'profile', 'LIEN_VERIFICATION'),
    }));
    const user = userEvent.setup();
    const { store } = await openProfile();
    await user.type(field('Middle name (optional)'), 'Quinn');
    await user.clear(field('Street address'));
    await user.type(field('Street address'), '500 Pecan Street');
    await user.type(field('Apartment, suite or unit (optional)'), 'Unit 2');
    await user.clear(field('City'));
    await user.type(field('City'), 'Round Rock');
    await user.clear(field('ZIP code'));
    await user.type(field('ZIP code'), '78664');
    await user.click(screen.getByRole('radio', { name: 'I own it with someone else' }));
    await consent(user);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('500 Pecan Street');
    await user.click(screen.getByRole('button', { name: 'Check my rates' }));

    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/liens`), SLOW);
    expect(server.posted).toHaveLength(1);
    expect(server.posted[0].body).toEqual({
      firstName: 'Dana',
      middleName: 'Quinn',
      lastName: 'Rivera',
      suffix: null,
      dob: '1980-04-12',
      property: { street1: '500 Pecan Street', street2: 'Unit 2', city: 'Round Rock', state: 'TX', zip: '78664' },
      ownership: 'JOINT',
      softCreditConsent: true,
      esignAccessConfirmed: true,
      esignConsent: true,
      disclosuresReceived: true,
    });
    expect(server.posted[0].headers['Idempotency-Key']).toEqual(expect.any(String));
    // The profile is read again (the name and ownership changed) and the draft is done with.
    expect(server.calls.filter((c) => c === `GET ${PROFILE_PATH}`).length).toBeGreaterThanOrEqual(2);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("shows the server's 'property.zip: …' on the ZIP code field and stays on the screen", async () => {
    const server = fakeServer({ stage: 'BASIC_INFO', application: application(), profile: profile() }, () => ({
      [`POST ${APP_PATH}/profile`]: {
        status: 400,
        data: {
          errors: ['property.zip: We do not lend in this ZIP code yet'],
          message: 'property.zip: We do not lend in this ZIP code yet',
        },
      },
    }));
    const user = userEvent.setup();
    const { store } = await openProfile();
    await user.click(screen.getByRole('radio', { name: 'I own it on my own' }));
    await consent(user);
    await user.click(screen.getByRole('button', { name: 'Check my rates' }));

    await waitFor(
      () => expect(field('ZIP code')).toHaveAccessibleDescription('Error: We do not lend in this ZIP code yet'),
      SLOW,
    );
    await waitFor(() => expect(field('ZIP code')).toHaveFocus());
    expect(server.calls).toContain(`POST ${APP_PATH}/profile`);
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/start/profile`);
    // What was typed is kept for another try.
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('SOLE');
  });

  it('keeps what was typed through a reload, but never the consents', async () => {
    fakeServer({ stage: 'BASIC_INFO', application: application(), profile: profile() });
    const user = userEvent.setup();
    const first = await openProfile();
    await user.type(field('Middle name (optional)'), 'Quinn');
    await user.type(field('Suffix (optional)'), 'Jr.');
    await user.clear(field('City'));
    await user.type(field('City'), 'Round Rock');
    await user.click(screen.getByRole('radio', { name: 'It is held in a trust' }));
    await consent(user);
    first.unmount();

    await openProfile();
    expect(field('Middle name (optional)')).toHaveValue('Quinn');
    expect(field('Suffix (optional)')).toHaveValue('Jr.');
    expect(field('City')).toHaveValue('Round Rock');
    expect(field('First name')).toHaveValue('Dana');
    expect(screen.getByRole('radio', { name: 'It is held in a trust' })).toBeChecked();
    expect(softCredit()).not.toBeChecked();
    expect(esignAccess()).not.toBeChecked();
    expect(esign()).not.toBeChecked();
  });

  it('enables the E-SIGN consent once the test document is opened', async () => {
    fakeServer({ stage: 'BASIC_INFO', application: application(), profile: profile() });
    const user = userEvent.setup();
    await openProfile();
    const link = screen.getByRole('link', { name: 'Open the test document (PDF, opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    // jsdom does not navigate; the click is what the screen listens for.
    link.addEventListener('click', (e) => e.preventDefault());
    // Its HTML version is offered beside it, but reading that is not the test: the consent stays disabled.
    const text = screen.getByRole('link', { name: 'Read the test document as text (opens in a new tab)' });
    expect(text).toHaveAttribute('href', '/service-application/api/v1/esign/test-document/html');
    expect(text).toHaveAttribute('target', '_blank');
    text.addEventListener('click', (e) => e.preventDefault());
    await user.click(text);
    expect(esign()).toBeDisabled();
    await user.click(link);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Test document opened in a new tab.');
    expect(esign()).toBeEnabled();
    expect(await violations()).toEqual([]);
  });

  it('opens the soft credit authorization PDF in the viewer, fetched with the session, and closes back', async () => {
    const server = fakeServer({ stage: 'BASIC_INFO', application: application(), profile: profile() }, () => ({
      [`GET ${APP_PATH}/disclosures/PRE_SOFT_CREDIT_AUTHORIZATION`]: { data: '%PDF-1.7' },
    }));
    const user = userEvent.setup();
    await openProfile();
    const link = screen.getByRole('button', { name: 'Read the Soft Credit Authorization and E-SIGN Consent (PDF)' });
    await user.click(link);

    const dialog = screen.getByRole('dialog', { name: 'Soft Credit Authorization and E-SIGN Consent' });
    // Focus starts above the document, so the keyboard scrolls it from the top.
    expect(within(dialog).getByText(/The full text of the authorization/).parentElement).toHaveFocus();
    const viewer = await within(dialog).findByRole('region', { name: 'Soft Credit Authorization and E-SIGN Consent' });
    expect(await within(viewer).findByTestId('pdf-document')).toHaveAttribute('data-file', 'blob:pdf-1');
    expect(server.calls).toContain(`GET ${APP_PATH}/disclosures/PRE_SOFT_CREDIT_AUTHORIZATION`);
    expect(await violations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Soft Credit Authorization and E-SIGN Consent' })).toBeNull();
    expect(link).toHaveFocus();
  });

  it('offers the early disclosure, the brochure and (for a Texas home) the §50(g) notice before any rate is checked', async () => {
    const server = fakeServer({ stage: 'BASIC_INFO', application: application(), profile: profile() }, () => ({
      [`GET ${APP_PATH}/disclosures/HELOC_EARLY_DISCLOSURE`]: { data: '%PDF-1.7' },
    }));
    const user = userEvent.setup();
    await openProfile();
    const group = screen.getByRole('group', { name: 'Your disclosures' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Read the Home Equity Line of Credit Early Disclosure (PDF)',
      'Read the What you should know about home equity lines of credit (PDF)',
      'Read the Texas home equity notice (Section 50(a)(6), Article XVI, Texas Constitution) (PDF)',
    ]);
    // §1026.40(h): fees stay refundable for three business days after the disclosures.
    expect(within(group).getByText(/refunded if you decide not to open the line within 3 business days/)).toBeVisible();
    expect(received()).toHaveAccessibleName(
      expect.stringContaining('the early disclosure, the brochure and the Texas notice'),
    );

    const link = within(group).getByRole('button', { name: /Early Disclosure/ });
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Home Equity Line of Credit Early Disclosure' });
    expect(await within(dialog).findByTestId('pdf-document')).toBeInTheDocument();
    expect(server.calls).toContain(`GET ${APP_PATH}/disclosures/HELOC_EARLY_DISCLOSURE`);
    expect(await violations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(link).toHaveFocus();

    // Elsewhere there is no Texas notice.
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CA');
    expect(within(group).getAllByRole('button')).toHaveLength(2);
    expect(received()).toHaveAccessibleName(expect.stringContaining('the early disclosure and the brochure from'));
  });

  it('says so when the authorization PDF cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeServer({ stage: 'BASIC_INFO', application: application(), profile: profile() }, () => ({
      [`GET ${APP_PATH}/disclosures/PRE_SOFT_CREDIT_AUTHORIZATION`]: () =>
        fail ? { status: 500, data: { message: 'The document service is unavailable' } } : { data: '%PDF-1.7' },
    }));
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: /Read the Soft Credit Authorization/ }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not load this document');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('pdf-document')).toBeInTheDocument();
  });

  it('asks the next-step router, which moves a borrower whose stage is further on to that screen', async () => {
    fakeServer({ stage: 'HMDA', application: application(), profile: profile() });
    const { store } = renderStart('profile');
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/start/hmda`), SLOW);
    expect(store.getState().stage).toMatchObject({ settled: 'HMDA', polling: 'settled' });
  });

  it('stays on start/profile when that is where the stage says the borrower belongs', async () => {
    const server = fakeServer({ stage: 'BASIC_INFO', application: application(), profile: profile() });
    const { store } = await openProfile();
    await waitFor(() => expect(server.calls).toContain(`GET ${APP_PATH}/stage`));
    await waitFor(() => expect(store.getState().stage).toMatchObject({ settled: 'BASIC_INFO', polling: 'settled' }));
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/start/profile`);
    expect(window.localStorage.getItem('heloc_uuid')).toBe(APP_UUID);
  });

  it('an application that is not yours (404) sends you to the dashboard', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    fakeServer({ stage: 'BASIC_INFO', application: application(), profile: profile() }, () => ({
      [`GET ${APP_PATH}`]: { status: 404, data: { errors: ['Not found'] } },
    }));
    renderStart('profile');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
  });
});
