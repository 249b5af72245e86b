import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignerSummary } from '../../../src/domain/signers';
import { APP_PATH, APP_UUID, borrower, closingApplication, fakeServer, renderAt, SLOW, violations } from './helpers';

const CO_DEED = '/service-application/api/v1/application/heloc/co-deed/status';
const JANE = '5e5e5e5e-1111-4222-8333-444444444444';
const SAM = '6f6f6f6f-1111-4222-8333-444444444444';

const jane: SignerSummary = {
  uuid: JANE,
  firstName: 'Jane',
  lastName: 'Doe',
  emailMasked: 'j***@example.com',
  progress: 'INVITED',
  invitedAt: '2026-11-20T10:00:00.000Z',
  lastSentAt: '2026-11-20T10:00:00.000Z',
  resendAvailableAt: null,
  canResend: true,
};
const sam: SignerSummary = {
  ...jane,
  uuid: SAM,
  firstName: 'Sam',
  lastName: 'Roe',
  progress: 'SIGNED',
  canResend: false,
};

type Reply = { status?: number; data?: unknown };

function coDeedServer(reply: Reply, resend: Reply = { data: { ...jane, lastSentAt: '2026-11-22T09:00:00.000Z' } }) {
  let answer = reply;
  const asked: string[] = [];
  const resent: string[] = [];
  const server = fakeServer(
    {
      stage: 'CO_DEED_REQUIRED',
      application: closingApplication({ status: { checklistStatus: 'CO_DEED_REQUIRED' } }),
      profile: borrower(),
    },
    () => ({
      [`GET ${CO_DEED}`]: (request: { params?: Record<string, string> }) => {
        asked.push(String(request.params?.applicationUuid));
        return answer;
      },
      [`POST ${APP_PATH}/signers/${JANE}/resend`]: (request: { headers?: Record<string, string> }) => {
        resent.push(String(request.headers?.['Idempotency-Key']));
        return resend;
      },
      [`GET ${APP_PATH}/notary`]: { status: 404, data: {} },
    }),
  );
  return { server, asked, resent, answer: (next: Reply) => (answer = next) };
}

describe('signing/additional', () => {
  it('lists each co-owner with where they stand, for this application', async () => {
    const fake = coDeedServer({ data: { applicationUuid: APP_UUID, coDeedStatus: 'PENDING', signers: [jane, sam] } });
    renderAt('signing/additional');
    await screen.findByRole('heading', { level: 1, name: 'Other owners need to sign' }, SLOW);
    expect(await screen.findByTestId('co-deed-status', {}, SLOW)).toHaveTextContent('Still to sign: Jane Doe.');
    const owners = within(screen.getByRole('list', { name: 'Owners on the title' })).getAllByTestId('co-owner');
    expect(owners).toHaveLength(2);
    expect(owners[0]).toHaveTextContent('Invited: they have not accepted the invitation yet');
    expect(owners[0]).toHaveTextContent('Invitation sent to j***@example.com on 11/20/2026.');
    expect(owners[1]).toHaveTextContent('Signed the deed');
    expect(within(owners[1]).queryByRole('button')).toBeNull();
    expect(fake.asked[0]).toBe(APP_UUID);
    expect(await violations()).toEqual([]);
  });

  it('sends an invitation again, once per click while it is out, and announces it', async () => {
    const fake = coDeedServer({ data: { applicationUuid: APP_UUID, coDeedStatus: 'PENDING', signers: [jane] } });
    const user = userEvent.setup();
    renderAt('signing/additional');
    const resend = await screen.findByRole(
      'button',
      { name: 'Send the invitation again', description: 'Jane Doe' },
      SLOW,
    );
    await user.click(resend);
    expect(await screen.findByText('Invitation sent again to j***@example.com.', {}, SLOW)).toBeInTheDocument();
    expect(fake.resent).toHaveLength(1);
    expect(fake.resent[0]).toMatch(/\S+/);
    expect(screen.getByTestId('co-owner')).toHaveTextContent('on 11/22/2026');
  });

  it('says why an invitation could not be sent again', async () => {
    coDeedServer(
      { data: { applicationUuid: APP_UUID, coDeedStatus: 'PENDING', signers: [jane] } },
      { status: 429, data: { errors: ['You can send the invitation again in 42 seconds'] } },
    );
    const user = userEvent.setup();
    renderAt('signing/additional');
    await user.click(
      await screen.findByRole('button', { name: 'Send the invitation again', description: 'Jane Doe' }, SLOW),
    );
    expect(await screen.findByText('The invitation was not sent again', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/You can send the invitation again in 42 seconds/)).toBeInTheDocument();
  });

  it('says when every owner has signed', async () => {
    coDeedServer({ data: { applicationUuid: APP_UUID, coDeedStatus: 'COMPLETE', signers: [sam] } });
    renderAt('signing/additional');
    expect(await screen.findByText('Every owner has signed', {}, SLOW)).toBeInTheDocument();
  });

  it('shows why the status could not be checked, and checks again on request', async () => {
    const fake = coDeedServer({ status: 500, data: { errors: ['The service is down'] } });
    const user = userEvent.setup();
    renderAt('signing/additional');
    expect(await screen.findByText('We could not check who has signed', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The service is down');
    fake.answer({ data: { applicationUuid: APP_UUID, coDeedStatus: null, signers: [] } });
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
