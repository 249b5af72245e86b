import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserLocation } from '../../../sagas/effects';
import { APP_UUID, axeViolations, installIncomeServer, pathOf, renderIncome } from './incomeServer';

// axe and the processing modal take their time on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

async function enter(overrides: Parameters<typeof installIncomeServer>[1] = {}) {
  const server = installIncomeServer('INCOME_VERIFICATION', overrides);
  const view = renderIncome('income/review');
  await screen.findByRole('heading', { level: 1, name: 'Verify your income' });
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: 'INCOME_VERIFICATION' }));
  return { server, ...view };
}

const income = (i = 0) => screen.getAllByRole('textbox', { name: /Annual income before taxes/ })[i];

describe('income/review', () => {
  it('shows the income on file, that it is not verified yet, and both ways to link, with no axe violations', async () => {
    const { container } = await enter();
    expect(await screen.findByText('Not verified yet')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Employment type/ })).toHaveValue('FULL_TIME');
    expect(income()).toHaveValue('$120,000');
    expect(screen.getByRole('link', { name: 'Link your payroll provider' })).toHaveAttribute(
      'href',
      `/${APP_UUID}/income/link/PAYROLL`,
    );
    expect(screen.getByRole('link', { name: 'Link your bank account' })).toBeInTheDocument();
    // Paystubs are only taken once a link verified part of the income.
    expect(screen.queryByRole('link', { name: 'Upload your paystubs' })).not.toBeInTheDocument();
    expect(document.title).toContain('Verify your income');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a verified income as verified', async () => {
    await enter({ income: { verification: { status: 'VERIFIED', method: 'PAYROLL' } } });
    expect(await screen.findByText('Your income is verified')).toBeInTheDocument();
    expect(screen.getByText(/through your payroll provider/)).toBeInTheDocument();
  });

  it('asks for the amount before anything is sent', async () => {
    const { server } = await enter();
    await userEvent.clear(income());
    await userEvent.click(screen.getByRole('button', { name: 'Save my income' }));
    expect(income()).toHaveAccessibleDescription('Error: Required');
    expect(income()).toHaveFocus();
    expect(server.posts).toEqual([]);
  });

  it('posts the changed sources (an added one too) and stays on review with them', async () => {
    const { server, ...view } = await enter();
    await userEvent.click(screen.getByRole('button', { name: 'Add an income source' }));
    const second = screen.getByRole('group', { name: 'Income source 2' });
    expect(within(second).getByRole('combobox', { name: /Employment type/ })).toHaveFocus();
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: /Employment type/ }), 'SELF_EMPLOYED');
    await userEvent.type(within(second).getByRole('textbox', { name: /Annual income/ }), '30000');
    await userEvent.clear(income(0));
    await userEvent.type(income(0), '110000');
    expect(screen.getByText('Total: $140,000 a year')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save my income' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toMatchObject({
      path: 'income/sources',
      body: {
        incomeSources: [
          { employmentType: 'FULL_TIME', annualIncome: 110_000 },
          { employmentType: 'SELF_EMPLOYED', annualIncome: 30_000 },
        ],
      },
    });
    expect(server.posts[0].idempotencyKey).toEqual(expect.any(String));
    // The stage does not move for new sources: the processing modal closes without waiting for it to.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(pathOf(view)).toBe(`/${APP_UUID}/income/review`);
  });

  it('a server 400 lands on its field', async () => {
    const { server } = await enter();
    server.replies['income/sources'] = [
      {
        status: 400,
        data: {
          errors: ['incomeSources[0].annualIncome: Enter an amount under $100,000,000'],
          message: 'incomeSources[0].annualIncome: Enter an amount under $100,000,000',
        },
      },
    ];
    await userEvent.click(screen.getByRole('button', { name: 'Save my income' }));
    await waitFor(() => expect(income()).toHaveAccessibleDescription('Error: Enter an amount under $100,000,000'));
  });

  it('keeps what was typed across a remount', async () => {
    const first = await enter();
    await userEvent.clear(income());
    await userEvent.type(income(), '98000');
    first.unmount();
    await enter();
    expect(income()).toHaveValue('$98,000');
  });

  it('links payroll: says what is shared, asks the server for the vendor page and leaves for it', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { server, container, ...view } = await enter();
    await userEvent.click(screen.getByRole('link', { name: 'Link your payroll provider' }));
    await screen.findByRole('heading', { level: 1, name: 'Link your payroll provider' });
    expect(pathOf(view)).toBe(`/${APP_UUID}/income/link/PAYROLL`);
    expect(screen.getByText('Your pay rate, pay dates and gross pay for the last two years')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to sign in' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/sandbox/income-link?application=${APP_UUID}&type=PAYROLL`),
    );
    expect(server.posts).toEqual([expect.objectContaining({ path: 'income/link', body: { type: 'PAYROLL' } })]);
  });

  it('a link the server refuses says why and stays on the page', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const server = installIncomeServer('INCOME_VERIFICATION');
    server.replies['income/link'] = [{ status: 503, data: { errors: ['The income service is not answering'] } }];
    renderIncome('income/link/BANK');
    await screen.findByRole('heading', { level: 1, name: 'Link the bank account your income is paid into' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The income service is not answering');
    expect(assign).not.toHaveBeenCalled();
  });

  it('income/link without a type (or an unknown one) goes back to review', async () => {
    installIncomeServer('INCOME_VERIFICATION');
    const view = renderIncome('income/link');
    await screen.findByRole('heading', { level: 1, name: 'Verify your income' });
    expect(pathOf(view)).toBe(`/${APP_UUID}/income/review`);
  });

  it('an unknown income page is not found', async () => {
    installIncomeServer('INCOME_VERIFICATION');
    renderIncome('income/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });
});
