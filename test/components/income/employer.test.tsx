import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_UUID, axeViolations, installIncomeServer, pathOf, renderIncome } from './incomeServer';

jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const STATUS = { status: { employmentVerificationNeeded: true, uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } };

async function enter() {
  const server = installIncomeServer('EMPLOYMENT_VERIFICATION', { application: STATUS });
  const view = renderIncome('income/employer-verification');
  await screen.findByRole('heading', { level: 1, name: 'Confirm your employer' });
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: 'EMPLOYMENT_VERIFICATION' }));
  return { server, ...view };
}

const name = () => screen.getByRole('textbox', { name: /Employer name/ });
const phone = () => screen.getByRole('textbox', { name: /Employer phone number/ });

describe('income/employer-verification', () => {
  it('the router brings the Employer persona here from review, with no axe violations', async () => {
    installIncomeServer('EMPLOYMENT_VERIFICATION', { application: STATUS });
    const view = renderIncome('income/review');
    await screen.findByRole('heading', { level: 1, name: 'Confirm your employer' });
    expect(pathOf(view)).toBe(`/${APP_UUID}/income/employer-verification`);
    expect(document.title).toContain('Confirm your employer');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('asks for both fields and a 10-digit phone before anything is sent', async () => {
    const { server } = await enter();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(name()).toHaveAccessibleDescription('Error: Required');
    expect(name()).toHaveFocus();
    expect(phone()).toHaveAccessibleDescription(expect.stringContaining('Error: Required'));
    await userEvent.type(name(), 'Acme Corp');
    await userEvent.type(phone(), '555123');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(phone()).toHaveAccessibleDescription(expect.stringContaining('Error: Enter a 10-digit US phone number'));
    expect(server.posts).toEqual([]);
  });

  it('posts the employer and the router moves on to the bank', async () => {
    const { server, ...view } = await enter();
    server.stageAfterPost = 'DISBURSEMENT_ACCOUNT';
    server.statusAfterPost = { employmentVerificationNeeded: false };
    await userEvent.type(name(), '  Acme Corp ');
    await userEvent.type(phone(), '4155550123');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pathOf(view)).toBe(`/${APP_UUID}/bank/disburse`), { timeout: 5000 });
    expect(server.posts).toEqual([
      expect.objectContaining({
        path: 'income/employer-verification',
        body: { employerName: 'Acme Corp', employerPhone: '4155550123' },
      }),
    ]);
  });

  it('a server 400 on a field lands on it; one about the employer shows above the button', async () => {
    const { server } = await enter();
    server.replies['income/employer-verification'] = [
      { status: 400, data: { errors: ['employerPhone: Enter a 10-digit US phone number'] } },
      { status: 400, data: { errors: ['We could not reach that employer: check the name and phone number'] } },
    ];
    await userEvent.type(name(), 'Acme Corp');
    await userEvent.type(phone(), '4155550123');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(phone()).toHaveAccessibleDescription(expect.stringContaining('Error: Enter a 10-digit US phone number')),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach that employer: check the name and phone number',
    );
    expect(server.posts).toHaveLength(2);
  });

  it('keeps what was typed across a remount', async () => {
    const first = await enter();
    await userEvent.type(name(), 'Acme Corp');
    await userEvent.type(phone(), '4155550123');
    first.unmount();
    await enter();
    expect(name()).toHaveValue('Acme Corp');
    expect(phone()).toHaveValue('(415) 555-0123');
  });
});
