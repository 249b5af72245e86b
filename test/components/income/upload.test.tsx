import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_UUID, axeViolations, installIncomeServer, pathOf, pngFile, renderIncome } from './incomeServer';

jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const PARTIAL = { status: { manualPaystubUpload: true } };

async function enter(documents: { uuid: string; type: string }[] = []) {
  const server = installIncomeServer('INCOME_VERIFICATION', {
    application: { ...PARTIAL, documents },
    income: { verification: { status: 'PARTIAL', method: 'PAYROLL' }, manualPaystubUpload: true },
  });
  const view = renderIncome('income/upload/MANUAL_PAYSTUB');
  await screen.findByRole('heading', { level: 1, name: 'Upload your recent paystubs' });
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: 'INCOME_VERIFICATION' }));
  return { server, ...view };
}

// The file input's label: "Paystub" or, once one is in, "Another paystub".
const fileInput = () => screen.getByLabelText(/paystub$/i, { selector: 'input[type="file"]' });
const user = () => userEvent.setup({ applyAccept: false });

describe('income/upload/:type', () => {
  it('explains why, lists what is already uploaded, with no axe violations', async () => {
    const { container } = await enter([{ uuid: 'doc-1', type: 'MANUAL_PAYSTUB' }]);
    expect(screen.getByText(/We could verify only part of the income/)).toBeInTheDocument();
    expect(screen.getByText('Paystub 1 received')).toBeInTheDocument();
    expect(fileInput()).toHaveAccessibleName(/Another paystub/);
    expect(fileInput()).toHaveAttribute('capture', 'environment');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the partial link sends the borrower from review to this screen', async () => {
    installIncomeServer('INCOME_VERIFICATION', { application: PARTIAL });
    const view = renderIncome('income/review');
    await screen.findByRole('heading', { level: 1, name: 'Upload your recent paystubs' });
    expect(pathOf(view)).toBe(`/${APP_UUID}/income/upload/MANUAL_PAYSTUB`);
  });

  it('asks for a file, and refuses a file of another type, before anything is sent', async () => {
    const { server } = await enter();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Upload paystub' }));
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('Error: Choose a file to upload'));
    await u.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await u.click(screen.getByRole('button', { name: 'Upload paystub' }));
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('Error: This file type is not allowed'));
    expect(server.posts).toEqual([]);
  });

  it('uploads the file as multipart and the router moves on', async () => {
    const { server, ...view } = await enter();
    server.stageAfterPost = 'DISBURSEMENT_ACCOUNT';
    server.statusAfterPost = { manualPaystubTasksComplete: true, uwSubDecision: 'FINAL_OFFER' };
    const u = user();
    await u.upload(fileInput(), pngFile('march.png'));
    expect(screen.getByRole('button', { name: 'Remove march.png' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Upload paystub' }));
    await waitFor(() => expect(pathOf(view)).toBe(`/${APP_UUID}/bank/disburse`), { timeout: 5000 });
    expect(server.posts).toEqual([
      expect.objectContaining({ path: 'income/upload/MANUAL_PAYSTUB', fileName: 'march.png' }),
    ]);
    expect(server.posts[0].idempotencyKey).toEqual(expect.any(String));
  });

  it('a file the server refuses by its content says so clearly and loses nothing', async () => {
    const { server } = await enter([{ uuid: 'doc-1', type: 'MANUAL_PAYSTUB' }]);
    server.replies['income/upload/MANUAL_PAYSTUB'] = [
      { status: 400, data: { errors: ['This file type is not allowed'], message: 'This file type is not allowed' } },
    ];
    const u = user();
    // A text file renamed to .png passes the form's check; the server sniffs its content.
    await u.upload(fileInput(), pngFile('renamed.png'));
    await u.click(screen.getByRole('button', { name: 'Upload paystub' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not allowed');
    // What was uploaded before is still listed, the chosen file is still chosen, and the borrower stays.
    expect(screen.getByText('Paystub 1 received')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove renamed.png' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload your recent paystubs' })).toBeInTheDocument();
    // Another file goes through.
    server.stageAfterPost = 'DISBURSEMENT_ACCOUNT';
    await u.upload(fileInput(), pngFile('real.png'));
    await u.click(screen.getByRole('button', { name: 'Upload paystub' }));
    await waitFor(() => expect(server.posts).toHaveLength(2));
    expect(server.posts[1]).toMatchObject({ fileName: 'real.png' });
    expect(server.posts[1].idempotencyKey).not.toBe(server.posts[0].idempotencyKey);
  });

  it('a file over the limit the server refuses (413) says so', async () => {
    const { server } = await enter();
    server.replies['income/upload/MANUAL_PAYSTUB'] = [
      { status: 413, data: { errors: ['The file is too large: the limit is 10 MB'] } },
    ];
    const u = user();
    await u.upload(fileInput(), pngFile());
    await u.click(screen.getByRole('button', { name: 'Upload paystub' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large: the limit is 10 MB');
  });

  it('an unknown document type is not found', async () => {
    installIncomeServer('INCOME_VERIFICATION', { application: PARTIAL });
    renderIncome('income/upload/W2_FORM');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });
});
