import { screen, within } from '@testing-library/react';
import { makeApplication } from '../../fixtures/application';
import { APP_UUID, fakeServer, renderScreen, SLOW, violations } from './fakeJourney';

beforeEach(() => window.localStorage.clear());

function atStage(stage: string) {
  return fakeServer({
    stage,
    application: makeApplication({ uuid: APP_UUID, status: { checklistStatus: stage, creditFrozenWithPin: false } }),
  });
}

describe('credit/error', () => {
  it('a freeze met by the soft pull: how to lift it at each bureau, and to contact us afterwards', async () => {
    atStage('SOFT_CREDIT_LOCKED_OR_FROZEN');
    const { store } = renderScreen('credit/error');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credit file is frozen or locked' }, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/We could not check your rates because your credit file is frozen or locked/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to lift the freeze' })).toBeInTheDocument();
    const bureaus = within(screen.getByRole('list', { name: 'Credit bureaus' })).getAllByRole('listitem');
    expect(bureaus.map((li) => li.textContent)).toEqual([
      'Equifax: 1-888-298-0045, equifax.com/personal/credit-report-services',
      'Experian: 1-888-397-3742, experian.com/freeze',
      'TransUnion: 1-888-909-8872, transunion.com/credit-freeze',
    ]);
    expect(screen.getByText(/Once you have lifted the freeze, call or email us/)).toBeInTheDocument();
    const contact = within(screen.getByRole('list', { name: 'Contact Example Lender' }));
    expect(contact.getByRole('link', { name: '(888) 555-0100' })).toHaveAttribute('href', 'tel:8885550100');
    expect(contact.getByRole('link', { name: 'support@example-lender.test' })).toHaveAttribute(
      'href',
      'mailto:support@example-lender.test',
    );
    // Nothing on the server answers "I have lifted the freeze", so the page offers no such button.
    expect(screen.queryByRole('button', { name: /freeze|lifted|try again/i })).not.toBeInTheDocument();
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/credit/error`);
    expect(await violations()).toEqual([]);
  });

  it('a freeze met by the hard pull says the credit check for the application could not be completed', async () => {
    atStage('HARD_CREDIT_LOCKED_OR_FROZEN');
    renderScreen('credit/error');
    expect(
      await screen.findByText(
        /We could not complete the credit check for your application because your credit file is frozen/,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We could not check your rates/)).not.toBeInTheDocument();
  });
});
