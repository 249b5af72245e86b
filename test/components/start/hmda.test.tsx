import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HMDA_DECLINE, HMDA_ETHNICITIES, HMDA_RACES, HMDA_SEXES } from '../../../src/domain/validation/hmda';
import { FORM_DRAFT_PREFIX } from '../../../src/ui';
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

const group = (name: string) => screen.getByRole('radiogroup', { name });
const answer = (groupName: string, option: string) => within(group(groupName)).getByRole('radio', { name: option });

describe('start/hmda', () => {
  it('explains why it asks and that answering is optional, with every answer listed', async () => {
    fakeServer({ stage: 'HMDA', application: application(), profile: profile() });
    await openHmda();
    expect(document.title).toBe('Example Lender | Government monitoring information');
    expect(screen.getByText(/Federal law asks us to collect the ethnicity, race and sex/)).toBeInTheDocument();
    expect(screen.getByText(/Answering is optional/)).toHaveTextContent(
      'do not affect our decision on your application',
    );
    const labels = (name: string) =>
      within(group(name))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value'));
    expect(labels('Ethnicity')).toEqual([...HMDA_ETHNICITIES]);
    expect(labels('Race')).toEqual([...HMDA_RACES]);
    expect(labels('Sex')).toEqual([...HMDA_SEXES]);
    for (const name of ['Ethnicity', 'Race', 'Sex']) {
      expect(answer(name, HMDA_DECLINE)).toHaveAttribute('name', name.toLowerCase());
    }
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
    expect(await violations()).toEqual([]);
  });

  it('asks for an answer to each question (declining is one) when submitted empty', async () => {
    const server = fakeServer({ stage: 'HMDA', application: application(), profile: profile() });
    const user = userEvent.setup();
    await openHmda();
    await user.click(answer('Race', 'Asian'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(group('Ethnicity')).toHaveAccessibleDescription('Error: Required');
    expect(group('Race')).not.toHaveAccessibleDescription();
    expect(group('Sex')).toHaveAccessibleDescription('Error: Required');
    expect(answer('Ethnicity', 'Hispanic or Latino')).toHaveFocus();
    expect(server.posted).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  it('posts the three answers and moves on to the application summary', async () => {
    const server = fakeServer({ stage: 'HMDA', application: application(), profile: profile() }, (s) => ({
      [`POST ${APP_PATH}/hmda`]: step(s, 'hmda', 'APP_SUBMISSION'),
    }));
    const user = userEvent.setup();
    const { store } = await openHmda();
    await user.click(answer('Ethnicity', 'Not Hispanic or Latino'));
    await user.click(answer('Race', HMDA_DECLINE));
    await user.click(answer('Sex', 'Female'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/start/app-summary`), SLOW);
    expect(server.posted.map((p) => p.body)).toEqual([
      { ethnicity: 'Not Hispanic or Latino', race: HMDA_DECLINE, sex: 'Female' },
    ]);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("shows the server's 'race: …' on the race question", async () => {
    fakeServer({ stage: 'HMDA', application: application(), profile: profile() }, () => ({
      [`POST ${APP_PATH}/hmda`]: {
        status: 400,
        data: { errors: ['race: Choose an answer'], message: 'race: Choose an answer' },
      },
    }));
    const user = userEvent.setup();
    await openHmda();
    await user.click(answer('Ethnicity', HMDA_DECLINE));
    await user.click(answer('Race', 'White'));
    await user.click(answer('Sex', HMDA_DECLINE));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(group('Race')).toHaveAccessibleDescription('Error: Choose an answer'), SLOW);
  });

  it('keeps the answers chosen through a reload', async () => {
    fakeServer({ stage: 'HMDA', application: application(), profile: profile() });
    const user = userEvent.setup();
    const first = await openHmda();
    await user.click(answer('Ethnicity', 'Hispanic or Latino'));
    await user.click(answer('Sex', HMDA_DECLINE));
    first.unmount();

    await openHmda();
    expect(answer('Ethnicity', 'Hispanic or Latino')).toBeChecked();
    expect(answer('Sex', HMDA_DECLINE)).toBeChecked();
    expect(
      within(group('Race'))
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
  });
});
