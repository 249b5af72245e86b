import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiensAnswer } from '../../../src/api/journey';
import { APP_PATH, APP_UUID, axeViolations, count, installJourneyServer, renderJourney } from './journeyServer';

const THIRD_POSITION: Partial<LiensAnswer> = {
  liens: [
    { position: 1, lender: 'Sandbox Mortgage Co.', balance: 250_000, monthlyPayment: 1_650 },
    { position: 2, lender: 'First Credit Union', balance: 40_000, monthlyPayment: 412 },
  ],
};

const CONFIRM = 'I confirm these are all the liens on my property';

const input = (container: HTMLElement, name: string) =>
  container.querySelector(`[name="${name}"]`) as HTMLInputElement | null;

// axe and the processing modal take their time on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

async function enter(liens: Partial<LiensAnswer> = THIRD_POSITION) {
  const server = installJourneyServer('LIEN_POSITION_CLTV_REQUALIFY', {
    liens: { liensComplete: true, ...liens },
    application: { status: { uwDecision: 'INELIGIBLE', liensComplete: true } },
  });
  const view = renderJourney('product/prequal-winback');
  await screen.findByRole('heading', { level: 1, name: 'Review your liens to qualify' });
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: 'LIEN_POSITION_CLTV_REQUALIFY' }));
  await screen.findByRole('region', { name: 'Your liens' });
  return { server, ...view };
}

describe('product/prequal-winback', () => {
  it('explains third position, shows the home value and what is owed, the liens ready to correct; no axe violations', async () => {
    const { server, container } = await enter();
    const reason = within(screen.getByRole('region', { name: 'Why we cannot make an offer yet' }));
    expect(reason.getByText(/2 loans with a balance on record against your home/)).toHaveTextContent(
      'a new line would be in third position',
    );
    expect(reason.getByText('Estimated home value').nextElementSibling).toHaveTextContent('$650,000');
    expect(reason.getByText('Owed on the liens on record').nextElementSibling).toHaveTextContent('$290,000');
    expect(reason.getByText('Share of your home’s value').nextElementSibling).toHaveTextContent('44.6%');
    expect(input(container, 'liens[0].lender')).toHaveValue('Sandbox Mortgage Co.');
    expect(input(container, 'liens[1].lender')).toHaveValue('First Credit Union');
    expect(input(container, 'liens[1].balance')).toHaveValue('$40,000');
    expect(count(server.calls, `GET ${APP_PATH}/liens`)).toBe(1);
    expect(document.title).toContain('Review your liens to qualify');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with one lien, explains that the combined balances leave too little equity', async () => {
    await enter({
      liens: [{ position: 1, lender: 'Sandbox Mortgage Co.', balance: 540_000, monthlyPayment: 3_400 }],
    });
    const reason = within(screen.getByRole('region', { name: 'Why we cannot make an offer yet' }));
    expect(
      reason.getByText(/together with a new line of at least \$15,000, would be more than we can lend against/),
    ).toBeInTheDocument();
    expect(reason.getByText('Share of your home’s value').nextElementSibling).toHaveTextContent('83.1%');
  });

  it('asks for the confirmation before anything is sent', async () => {
    const { server } = await enter();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    const box = screen.getByRole('checkbox', { name: CONFIRM });
    expect(box).toHaveAccessibleDescription('Error: Confirm your liens to continue');
    expect(server.posts).toEqual([]);
  });

  it('removing a paid-off lien posts the corrected list, and the router follows the new offers', async () => {
    const { server, store } = await enter();
    server.stageAfterPost = 'OFFER_SELECTION';
    await userEvent.click(screen.getByRole('button', { name: 'Remove lien 2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: CONFIRM }));
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toMatchObject({
      path: 'liens',
      body: {
        confirmed: true,
        liens: [{ position: 1, lender: 'Sandbox Mortgage Co.', balance: 250_000, monthlyPayment: 1_650 }],
      },
    });
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/product/select`), {
      timeout: 4000,
    });
  });

  it('checking again without a change posts no liens; the inquiry attestation is asked when still needed', async () => {
    const { server } = await enter({ ...THIRD_POSITION, inquiryAttestNeeded: true, recentInquiries: 1 });
    await userEvent.click(screen.getByRole('checkbox', { name: CONFIRM }));
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I confirm that I have not opened any new loan or credit line as a result of the 1 recent credit inquiry on my credit report',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0].body).toEqual({ confirmed: true, inquiryAttestation: true });
  });

  it('a server 400 about the whole list is shown with the list', async () => {
    const { server } = await enter();
    server.postReply = {
      status: 400,
      data: { errors: ['liens: No more than 4 liens'], message: 'liens: No more than 4 liens' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Remove lien 2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: CONFIRM }));
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    const list = within(screen.getByRole('region', { name: 'Your liens' }));
    expect(await list.findByText('No more than 4 liens')).toBeInTheDocument();
  });

  it('keeps corrections in a draft across a reload', async () => {
    const first = await enter();
    const balance = input(first.container, 'liens[1].balance') as HTMLInputElement;
    await userEvent.clear(balance);
    await userEvent.type(balance, '0');
    first.unmount();

    const second = await enter();
    expect(input(second.container, 'liens[1].balance')).toHaveValue('$0');
    expect(input(second.container, 'liens[1].lender')).toHaveValue('First Credit Union');
  });
});
