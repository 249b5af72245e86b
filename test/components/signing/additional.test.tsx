import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_PATH, APP_UUID, borrower, closingApplication, fakeServer, renderAt, SLOW, violations } from './helpers';

const CO_DEED = '/service-application/api/v1/application/heloc/co-deed/status';

function coDeedServer(reply: { status?: number; data?: unknown }) {
  let answer = reply;
  const server = fakeServer(
    {
      stage: 'CO_DEED_REQUIRED',
      application: closingApplication({ status: { checklistStatus: 'CO_DEED_REQUIRED' } }),
      profile: borrower(),
    },
    () => ({ [`GET ${CO_DEED}`]: () => answer, [`GET ${APP_PATH}/notary`]: { status: 404, data: {} } }),
  );
  return { server, answer: (next: typeof reply) => (answer = next) };
}

describe('signing/additional', () => {
  it('says the other owners still have to sign, with the status the server gives', async () => {
    coDeedServer({ data: { applicationUuid: APP_UUID, coDeedStatus: 'PENDING_SIGNATURES' } });
    renderAt('signing/additional');
    await screen.findByRole('heading', { level: 1, name: 'Other owners need to sign' }, SLOW);
    expect(await screen.findByTestId('co-deed-status', {}, SLOW)).toHaveTextContent('Status: pending signatures.');
    expect(screen.getByText(/Everyone on your home’s title must sign the deed of trust/)).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('says when every owner has signed', async () => {
    coDeedServer({ data: { applicationUuid: APP_UUID, coDeedStatus: 'COMPLETE' } });
    renderAt('signing/additional');
    expect(await screen.findByText('Every owner has signed', {}, SLOW)).toBeInTheDocument();
  });

  it('shows why the status could not be checked, and checks again on request', async () => {
    const fake = coDeedServer({ status: 500, data: { errors: ['The service is down'] } });
    const user = userEvent.setup();
    renderAt('signing/additional');
    expect(await screen.findByText('We could not check who has signed', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The service is down');
    fake.answer({ data: { applicationUuid: APP_UUID, coDeedStatus: null } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('co-deed-status', {}, SLOW)).toHaveTextContent(
      'We have not heard from the other owners yet.',
    );
  });
});

describe('signing/support', () => {
  it('offers what to try and the lender’s phone and email, and goes back to signing', async () => {
    fakeServer({
      stage: 'NOTE_SIGNING',
      application: closingApplication({
        status: { checklistStatus: 'NOTE_SIGNING', disclosurelistClosingReady: true },
      }),
      profile: borrower(),
    });
    const user = userEvent.setup();
    const { history, store } = renderAt('signing/support');
    await screen.findByRole('heading', { level: 1, name: 'Help with signing' }, SLOW);
    const { email, companyName } = store.getState().org.metadata.companyInfo;
    const contact = screen.getByRole('list', { name: `Contact ${companyName}` });
    expect(within(contact).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expect(screen.getByText(/Allow this site to use your location/)).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back to signing' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign your loan documents' }, SLOW);
    expect(history.location.pathname).toBe(`/${APP_UUID}/signing/intro`);
  });

  it('shows not found for an unknown signing page', async () => {
    fakeServer({ stage: 'NOTE_SIGNING', application: closingApplication(), profile: borrower() });
    renderAt('signing/elsewhere');
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toHaveTextContent(/not found/i);
  });
});
