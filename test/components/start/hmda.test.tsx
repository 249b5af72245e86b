import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ETHNICITY_CODES, HMDA_DECLINE_LABEL, RACE_CODES, SEX_CODES } from '../../../src/domain/hmda';
import { DECLINE_CONTRADICTS } from '../../../src/domain/validation/hmda';
import { FORM_DRAFT_PREFIX } from '../../../src/connected';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { APP_PATH, APP_UUID, fakeServer, renderStart, SLOW, step, violations } from './helpers';

const DRAFT_KEY = `${FORM_DRAFT_PREFIX}${APP_UUID}:hmda`;

const application = () =>
  makeApplication({ uuid: APP_UUID, term: 10, amount: 50_000, rate: 8.25, status: { checklistStatus: 'HMDA' } });
const profile = () => makeProfile({ name: { uuid: 'n1', firstName: 'Dana', lastName: 'Rivera' }, hasSsn: true });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function openHmda() {
  const view = renderStart('hmda');
  await screen.findByRole('heading', { level: 1, name: 'Government monitoring information' }, SLOW);
  return view;
}

const question = (name: string) => screen.getByRole('group', { name });
const box = (questionName: string, option: string) =>
  within(question(questionName)).getByRole('checkbox', { name: option });
const values = (name: string) =>
  within(question(name))
    .getAllByRole('checkbox')
    .map((c) => c.getAttribute('value'));

describe('start/hmda', () => {
  it("carries the addendum's explanation, every category, subcategory and write-in, and no axe violation", async () => {
    fakeServer({ stage: 'HMDA', application: application(), profile: profile() });
    await openHmda();
    expect(document.title).toBe('Example Lender | Government monitoring information');
    expect(screen.getByText(/The purpose of collecting this information is to help ensure/)).toHaveTextContent(
      'You may select one or more designations for “Ethnicity” and one or more designations for “Race.”',
    );
    expect(screen.getByText(/may not discriminate on the basis of this information/)).toHaveTextContent(
      'note your ethnicity, sex, and race on the basis of visual observation or surname',
    );
    // Every Reg C code is a checkbox of its question, in the form's order, the decline last.
    expect(values('Ethnicity')).toEqual(ETHNICITY_CODES);
    expect(values('Race')).toEqual(RACE_CODES);
    expect(values('Sex')).toEqual(SEX_CODES);
    for (const name of ['Ethnicity', 'Race', 'Sex']) {
      expect(box(name, HMDA_DECLINE_LABEL)).toHaveAttribute('name', name.toLowerCase());
    }
    // The subcategories are a labelled group under their category; the write-ins are labelled text fields.
    expect(
      within(screen.getByRole('group', { name: 'Asian: choose any that apply' })).getAllByRole('checkbox'),
    ).toHaveLength(7);
    expect(screen.getByRole('group', { name: 'Hispanic or Latino: choose any that apply' })).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Native Hawaiian or Other Pacific Islander: choose any that apply' }),
    ).toBeInTheDocument();
    for (const label of [
      'Other Hispanic or Latino origin',
      'Name of enrolled or principal tribe',
      'Other Asian race',
      'Other Pacific Islander race',
    ]) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('maxlength', '100');
    }
    expect(await violations()).toEqual([]);
  }, 30_000);

  it('asks for an answer to each question and refuses the decline beside an answer, before posting', async () => {
    const server = fakeServer({ stage: 'HMDA', application: application(), profile: profile() });
    const user = userEvent.setup();
    await openHmda();
    await user.click(box('Race', 'White'));
    await user.click(box('Race', HMDA_DECLINE_LABEL));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(question('Ethnicity')).toHaveAccessibleDescription('Check one or more. Error: Required');
    expect(question('Race')).toHaveAccessibleDescription(`Check one or more. Error: ${DECLINE_CONTRADICTS}`);
    expect(box('Ethnicity', 'Hispanic or Latino')).toHaveFocus();
    expect(server.posted).toEqual([]);
    expect(await violations()).toEqual([]);
  }, 30_000);

  it('is usable from the keyboard: Tab reaches the subcategories and the write-in, Space ticks', async () => {
    fakeServer({ stage: 'HMDA', application: application(), profile: profile() });
    const user = userEvent.setup();
    await openHmda();
    box('Race', 'Asian').focus();
    await user.keyboard(' ');
    await user.tab();
    expect(box('Race', 'Asian Indian')).toHaveFocus();
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(box('Race', 'Other Asian')).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Other Asian race' })).toHaveFocus();
    await user.keyboard('Hmong');
    expect(box('Race', 'Asian')).toBeChecked();
    expect(box('Race', 'Other Asian')).toBeChecked();
  });

  it('posts two races, a subcategory and a write-in as Reg C codes and moves on to the summary', async () => {
    const server = fakeServer({ stage: 'HMDA', application: application(), profile: profile() }, (s) => ({
      [`POST ${APP_PATH}/hmda`]: step(s, 'hmda', 'APP_SUBMISSION'),
    }));
    const user = userEvent.setup();
    const { store } = await openHmda();
    await user.click(box('Ethnicity', 'Not Hispanic or Latino'));
    await user.click(box('Race', 'Black or African American'));
    await user.click(box('Race', 'Native Hawaiian or Other Pacific Islander'));
    await user.click(box('Race', 'Samoan'));
    await user.type(screen.getByRole('textbox', { name: 'Other Pacific Islander race' }), '  Tongan ');
    await user.click(box('Sex', 'Female'));
    await user.click(box('Sex', 'Male'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/start/app-summary`), SLOW);
    expect(server.posted.map((p) => p.body)).toEqual([
      {
        ethnicity: ['2'],
        race: ['3', '4', '43'],
        sex: ['2', '1'],
        ethnicityOther: '',
        raceTribe: '',
        raceOtherAsian: '',
        raceOtherPacificIslander: 'Tongan',
      },
    ]);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("shows the server's 'race: …' on the race question", async () => {
    fakeServer({ stage: 'HMDA', application: application(), profile: profile() }, () => ({
      [`POST ${APP_PATH}/hmda`]: {
        status: 400,
        data: { errors: ['race: Choose from the answers listed'], message: 'race: Choose from the answers listed' },
      },
    }));
    const user = userEvent.setup();
    await openHmda();
    await user.click(box('Ethnicity', HMDA_DECLINE_LABEL));
    await user.click(box('Race', 'White'));
    await user.click(box('Sex', HMDA_DECLINE_LABEL));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(
      () =>
        expect(question('Race')).toHaveAccessibleDescription(
          'Check one or more. Error: Choose from the answers listed',
        ),
      SLOW,
    );
  });

  it('keeps the answers chosen through a reload', async () => {
    fakeServer({ stage: 'HMDA', application: application(), profile: profile() });
    const user = userEvent.setup();
    const first = await openHmda();
    await user.click(box('Ethnicity', 'Hispanic or Latino'));
    await user.click(box('Ethnicity', 'Cuban'));
    await user.click(box('Sex', HMDA_DECLINE_LABEL));
    first.unmount();

    await openHmda();
    expect(box('Ethnicity', 'Hispanic or Latino')).toBeChecked();
    expect(box('Ethnicity', 'Cuban')).toBeChecked();
    expect(box('Sex', HMDA_DECLINE_LABEL)).toBeChecked();
    expect(
      within(question('Race'))
        .getAllByRole('checkbox')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
  });
});
