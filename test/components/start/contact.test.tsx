// The recorder must load before Redux Toolkit: it sees every action that reaches the reducers, saga puts included.
import { recordings } from '../flow/devtoolsRecorder';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_DRAFT_PREFIX } from '../../../src/connected';
import { SSN_ON_FILE } from '../../../src/screens/start/ContactScreen';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { APP_PATH, APP_UUID, fakeServer, renderStart, SLOW, step, violations } from './helpers';

const SSN = '123-45-6789';
const SSN_DIGITS = '123456789';
const DRAFT_KEY = `${FORM_DRAFT_PREFIX}${APP_UUID}:contact`;

const application = () =>
  makeApplication({
    uuid: APP_UUID,
    term: 10,
    amount: 50_000,
    rate: 8.25,
    status: { checklistStatus: 'COLLECT_ADDITIONAL_INFO' },
  });

const profile = (hasSsn = false) =>
  makeProfile({
    name: { uuid: 'n1', firstName: 'Dana', lastName: 'Rivera' },
    dob: '1980-04-12',
    hasSsn,
    phoneNumbers: ['5125550142'],
  });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function openContact() {
  const view = renderStart('contact');
  await screen.findByRole('heading', { level: 1, name: 'How can we reach you?' }, SLOW);
  return view;
}

const phone = () => screen.getByRole('textbox', { name: 'Mobile phone number' });
// A password-type input has no ARIA role: find it by its label.
const ssn = () => screen.getByLabelText('Social Security number');
const hardCredit = () => screen.getByRole('checkbox', { name: /hard credit inquiry/ });

describe('start/contact', () => {
  it('asks for the phone (prefilled), the SSN in a masked field, and the hard-credit authorisation', async () => {
    fakeServer({ stage: 'COLLECT_ADDITIONAL_INFO', application: application(), profile: profile() });
    await openContact();
    expect(document.title).toBe('Example Lender | How can we reach you?');
    expect(phone()).toHaveValue('(512) 555-0142');
    expect(ssn()).toHaveAttribute('type', 'password');
    expect(ssn()).toHaveAttribute('inputmode', 'numeric');
    expect(ssn()).toHaveAttribute('autocomplete', 'off');
    expect(ssn()).toHaveAttribute('name', 'ssn');
    expect(screen.queryByText(new RegExp(SSN_ON_FILE))).toBeNull();
    expect(hardCredit()).toHaveAccessibleName(expect.stringContaining('I authorize Example Lender, LLC'));
    expect(hardCredit()).toHaveAccessibleName(expect.stringContaining('may affect my credit score'));
    expect(hardCredit()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
    expect(await violations()).toEqual([]);
  });

  it('shows what is missing or wrong, and posts nothing', async () => {
    const server = fakeServer({ stage: 'COLLECT_ADDITIONAL_INFO', application: application(), profile: profile() });
    const user = userEvent.setup();
    await openContact();
    await user.clear(phone());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(phone()).toHaveAccessibleDescription(expect.stringContaining('Error: Required'));
    expect(phone()).toHaveFocus();
    expect(ssn()).toHaveAccessibleDescription(expect.stringContaining('Error: Required'));
    expect(hardCredit()).toHaveAccessibleDescription(
      'Error: You must allow the credit check to submit your application',
    );
    expect(await violations()).toEqual([]);

    await user.type(phone(), '555');
    await user.type(ssn(), '123-45');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(phone()).toHaveAccessibleDescription(expect.stringContaining('Error: Enter a 10-digit US phone number'));
    expect(ssn()).toHaveAccessibleDescription(expect.stringContaining('Error: Enter a 9-digit Social Security number'));
    expect(server.posted).toEqual([]);
  });

  it('posts phone, SSN and consent, keeps the SSN out of every action, the store and the draft, and moves on', async () => {
    const server = fakeServer(
      { stage: 'COLLECT_ADDITIONAL_INFO', application: application(), profile: profile() },
      (s) => ({ [`POST ${APP_PATH}/contact`]: step(s, 'contact', 'HMDA') }),
    );
    const user = userEvent.setup();
    const { store } = await openContact();
    const recording = recordings[recordings.length - 1];
    await user.clear(phone());
    await user.type(phone(), '5125550199');
    await user.type(ssn(), SSN);
    await user.click(hardCredit());
    expect(ssn()).toHaveValue(SSN);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/start/hmda`), SLOW);
    expect(server.posted.map((p) => p.body)).toEqual([{ phone: '5125550199', ssn: SSN, hardCreditConsent: true }]);

    const seen = JSON.stringify(recording.steps.map((s) => s.raw));
    expect(recording.steps.some((s) => s.raw.action.type === 'journey/stepSubmitted')).toBe(true);
    expect(seen).not.toContain(SSN);
    expect(seen).not.toContain(SSN_DIGITS);
    expect(JSON.stringify(store.getState())).not.toContain(SSN_DIGITS);
    expect(JSON.stringify(store.getState())).not.toContain(SSN);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('does not ask again for an SSN on file, and posts without one', async () => {
    const server = fakeServer(
      { stage: 'COLLECT_ADDITIONAL_INFO', application: application(), profile: profile(true) },
      (s) => ({ [`POST ${APP_PATH}/contact`]: step(s, 'contact', 'HMDA') }),
    );
    const user = userEvent.setup();
    const { store } = await openContact();
    expect(screen.getByText(new RegExp(SSN_ON_FILE))).toBeInTheDocument();
    expect(screen.queryByLabelText('Social Security number')).toBeNull();
    await user.click(hardCredit());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/start/hmda`), SLOW);
    expect(server.posted.map((p) => p.body)).toEqual([{ phone: '5125550142', hardCreditConsent: true }]);
    expect(await violations()).toEqual([]);
  });

  it("shows the server's 'phone: …' on the phone field", async () => {
    fakeServer({ stage: 'COLLECT_ADDITIONAL_INFO', application: application(), profile: profile() }, () => ({
      [`POST ${APP_PATH}/contact`]: {
        status: 400,
        data: {
          errors: ['phone: This number cannot receive calls or texts'],
          message: 'phone: This number cannot receive calls or texts',
        },
      },
    }));
    const user = userEvent.setup();
    const { store } = await openContact();
    await user.type(ssn(), SSN);
    await user.click(hardCredit());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(
      () =>
        expect(phone()).toHaveAccessibleDescription(
          expect.stringContaining('Error: This number cannot receive calls or texts'),
        ),
      SLOW,
    );
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/start/contact`);
  });

  it('keeps the phone through a reload, never the SSN', async () => {
    fakeServer({ stage: 'COLLECT_ADDITIONAL_INFO', application: application(), profile: profile() });
    const user = userEvent.setup();
    const first = await openContact();
    await user.clear(phone());
    await user.type(phone(), '5125550199');
    await user.type(ssn(), SSN);
    await user.click(hardCredit());
    const draft = window.sessionStorage.getItem(DRAFT_KEY) ?? '';
    expect(draft).toContain('5125550199');
    expect(draft).not.toContain(SSN_DIGITS.slice(0, 5));
    first.unmount();

    await openContact();
    expect(phone()).toHaveValue('(512) 555-0199');
    expect(ssn()).toHaveValue('');
    expect(hardCredit()).not.toBeChecked();
  });

  describe('when the home is owned jointly', () => {
    const PROPERTY = 'prop-1';
    const jointApplication = () => makeApplication({ ...application(), selectedPropertyUuid: PROPERTY });
    const jointProfile = () =>
      makeProfile({
        ...profile(true),
        email: 'dana@example.com',
        addresses: [
          { uuid: PROPERTY, street1: '1 Elm St', city: 'Austin', state: 'TX', zip: '78701', ownership: 'JOINT' },
        ],
      });
    const owner = (n: number, field: 'First name' | 'Last name' | 'Email') =>
      within(screen.getByRole('group', { name: `Co-owner ${n}` })).getByRole('textbox', { name: field });

    it('asks for every other owner on the title, refuses the borrower’s email, and posts them', async () => {
      const server = fakeServer(
        { stage: 'COLLECT_ADDITIONAL_INFO', application: jointApplication(), profile: jointProfile() },
        (s) => ({ [`POST ${APP_PATH}/contact`]: step(s, 'contact', 'HMDA') }),
      );
      const user = userEvent.setup();
      const { store } = await openContact();
      expect(screen.getByRole('heading', { level: 2, name: 'Other owners on the title' })).toBeInTheDocument();
      await user.click(hardCredit());
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(owner(1, 'First name')).toHaveAccessibleDescription(expect.stringContaining('Required'));
      expect(server.posted).toEqual([]);

      await user.type(owner(1, 'First name'), 'Jane');
      await user.type(owner(1, 'Last name'), 'Doe');
      await user.type(owner(1, 'Email'), 'DANA@example.com');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(owner(1, 'Email')).toHaveAccessibleDescription(
        expect.stringContaining('Each co-owner needs their own email address, not yours'),
      );

      await user.clear(owner(1, 'Email'));
      await user.type(owner(1, 'Email'), 'jane@example.com');
      await user.click(screen.getByRole('button', { name: 'Add another owner' }));
      expect(owner(2, 'First name')).toHaveFocus();
      await user.type(owner(2, 'First name'), 'Sam');
      await user.type(owner(2, 'Last name'), 'Roe');
      await user.type(owner(2, 'Email'), 'sam@example.com');
      expect(await violations()).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/start/hmda`), SLOW);
      expect(server.posted.map((p) => p.body)).toEqual([
        {
          phone: '5125550142',
          hardCreditConsent: true,
          coOwners: [
            { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' },
            { firstName: 'Sam', lastName: 'Roe', email: 'sam@example.com' },
          ],
        },
      ]);
    });

    it('removes a co-owner, and keeps the list through a reload', async () => {
      fakeServer({ stage: 'COLLECT_ADDITIONAL_INFO', application: jointApplication(), profile: jointProfile() });
      const user = userEvent.setup();
      const first = await openContact();
      await user.type(owner(1, 'First name'), 'Jane');
      await user.click(screen.getByRole('button', { name: 'Add another owner' }));
      await user.type(owner(2, 'First name'), 'Sam');
      await user.click(screen.getByRole('button', { name: 'Remove co-owner 1' }));
      expect(screen.queryByRole('group', { name: 'Co-owner 2' })).toBeNull();
      expect(owner(1, 'First name')).toHaveValue('Sam');
      first.unmount();

      await openContact();
      expect(owner(1, 'First name')).toHaveValue('Sam');
    });
  });
});
