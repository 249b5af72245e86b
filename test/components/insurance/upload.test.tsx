import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InsuranceRequirementsAnswer } from '../../../src/api/closing';
import {
  APP_UUID,
  axeViolations,
  installUploadServer,
  pickedFile,
  REFUSED_FILE,
  renderScreen,
  SLOW,
} from '../identity/uploadServer';

jest.setTimeout(30_000);

const HEADING = 'Upload your insurance';
const HAZARD = 'Homeowners (hazard) insurance';
const FLOOD = 'Flood insurance';

// At TRUST_AND_INSURANCE the notary is done: the flow state is insurance, whose screen is insurance/upload.
const AFTER_NOTARY = {
  status: { disclosurelistNotaryReady: true, primaryParticipantAcceptComplete: true },
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

async function enter(insurance: Partial<InsuranceRequirementsAnswer> = {}) {
  const server = installUploadServer('TRUST_AND_INSURANCE', { application: AFTER_NOTARY, insurance });
  const view = renderScreen('insurance/upload');
  await screen.findByRole('heading', { level: 1, name: HEADING }, SLOW);
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: 'TRUST_AND_INSURANCE' }), SLOW);
  return { server, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });
const fileIn = (name: string) => within(section(name)).getByLabelText(/^Declarations page of your/) as HTMLInputElement;

describe('insurance/upload', () => {
  it('asks for the homeowners declarations page only, links to the requirements, with no axe violations', async () => {
    const { container, store } = await enter();
    await screen.findByRole('region', { name: HAZARD }, SLOW);
    expect(screen.queryByRole('region', { name: FLOOD })).not.toBeInTheDocument();
    expect(within(section(HAZARD)).getByText('Still needed')).toBeInTheDocument();
    expect(fileIn(HAZARD)).toHaveAttribute('type', 'file');
    expect(document.title).toContain(HEADING);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'See what your policy must show' }));
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/insurance/requirements`));
  });

  it('uploads the homeowners page with its type and file, and moves on once insurance is complete', async () => {
    const { server, store } = await enter();
    server.stagesAfterPost = ['GEN_RESCISSION'];
    server.onUpload = () => {
      server.insurance = { required: ['HAZARD_INSURANCE'], received: ['HAZARD_INSURANCE'], complete: true };
      server.application = { ...server.application, insurance: { complete: true } };
    };
    await screen.findByRole('region', { name: HAZARD }, SLOW);
    // Not active before a file is chosen: aria-disabled, the reason beside it, and a press sends nothing.
    const upload = screen.getByRole('button', { name: 'Upload homeowners insurance page' });
    expect(upload).toHaveAttribute('aria-disabled', 'true');
    expect(upload).toHaveAccessibleDescription('Choose a file to upload');
    await userEvent.click(upload);
    expect(fileIn(HAZARD)).toHaveFocus();
    expect(server.uploads).toHaveLength(0);
    await userEvent.upload(fileIn(HAZARD), pickedFile('declarations.pdf', 'application/pdf'));
    expect(upload).not.toHaveAttribute('aria-disabled');
    await userEvent.click(upload);

    await waitFor(() => expect(server.uploads).toHaveLength(1));
    expect(server.uploads[0]).toMatchObject({
      path: 'insurance/upload/HAZARD_INSURANCE',
      file: { name: 'declarations.pdf', type: 'application/pdf', size: 2048 },
    });
    expect(server.uploads[0].idempotencyKey).toEqual(expect.any(String));
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/complete`), {
      timeout: 10_000,
    });
  });

  it('asks for flood insurance too where it is required, and lists the homeowners page once received', async () => {
    const { server, container, store } = await enter({ required: ['HAZARD_INSURANCE', 'FLOOD_INSURANCE'] });
    server.onUpload = () => {
      server.insurance = { ...server.insurance, received: ['HAZARD_INSURANCE'] };
    };
    await screen.findByRole('region', { name: FLOOD }, SLOW);
    expect(within(section(FLOOD)).getByText(/special flood hazard area/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.upload(fileIn(HAZARD), pickedFile('home.jpg', 'image/jpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload homeowners insurance page' }));
    await waitFor(() => expect(server.uploads).toHaveLength(1));
    expect(server.uploads[0].path).toBe('insurance/upload/HAZARD_INSURANCE');
    await waitFor(() => expect(within(section(HAZARD)).getByText('Received: home.jpg')).toBeInTheDocument(), SLOW);
    expect(within(section(FLOOD)).getByText('Still needed')).toBeInTheDocument();
    // Each state is an icon and words, not colour or weight alone: a check for received, a dashed circle for needed.
    const hazardStatus = within(section(HAZARD)).getByText('Received: home.jpg').closest('[data-checklist-status]');
    expect(hazardStatus).toHaveAttribute('data-checklist-status', 'done');
    expect(hazardStatus?.querySelector('svg[data-icon="check"]')).not.toBeNull();
    const floodStatus = within(section(FLOOD)).getByText('Still needed').closest('[data-checklist-status]');
    expect(floodStatus).toHaveAttribute('data-checklist-status', 'needed');
    expect(floodStatus?.querySelector('svg[data-icon="pending"]')).not.toBeNull();
    expect(fileIn(FLOOD)).toBeInTheDocument();
    // The flood page is the one still to send.
    expect(within(section(HAZARD)).queryByLabelText(/^Declarations page of your/)).not.toBeInTheDocument();

    // The stage rightly stays at TRUST_AND_INSURANCE: the modal closes and the flood page goes up; then it is complete.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/insurance/upload`);
    server.stagesAfterPost = ['GEN_RESCISSION'];
    server.onUpload = () => {
      server.insurance = { ...server.insurance, received: ['HAZARD_INSURANCE', 'FLOOD_INSURANCE'], complete: true };
    };
    await userEvent.upload(fileIn(FLOOD), pickedFile('flood.pdf', 'application/pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload flood insurance page' }));
    await waitFor(() => expect(server.uploads).toHaveLength(2));
    expect(server.uploads[1]).toMatchObject({ path: 'insurance/upload/FLOOD_INSURANCE', file: { name: 'flood.pdf' } });
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/complete`), {
      timeout: 10_000,
    });
  });

  it('explains a refused flood page on its input and keeps the homeowners page listed', async () => {
    const { server, store } = await enter({
      required: ['HAZARD_INSURANCE', 'FLOOD_INSURANCE'],
      received: ['HAZARD_INSURANCE'],
    });
    server.postReply = REFUSED_FILE;
    await screen.findByRole('region', { name: FLOOD }, SLOW);
    expect(within(section(HAZARD)).getByText('Received')).toBeInTheDocument();
    await userEvent.upload(fileIn(FLOOD), pickedFile('flood.pdf', 'application/pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload flood insurance page' }));

    await waitFor(() =>
      expect(fileIn(FLOOD)).toHaveAccessibleDescription(
        expect.stringContaining('Error: This file type is not allowed'),
      ),
    );
    expect(fileIn(FLOOD)).toHaveFocus();
    expect(server.uploads).toMatchObject([{ path: 'insurance/upload/FLOOD_INSURANCE' }]);
    expect(within(section(HAZARD)).getByText('Received')).toBeInTheDocument();
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/insurance/upload`);

    // Choosing another file clears the message, and that one goes up.
    await userEvent.upload(fileIn(FLOOD), pickedFile('flood-policy.pdf', 'application/pdf'));
    expect(fileIn(FLOOD)).not.toHaveAccessibleDescription(expect.stringContaining('Error'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload flood insurance page' }));
    await waitFor(() => expect(server.uploads).toHaveLength(2));
    expect(server.uploads[1]).toMatchObject({ file: { name: 'flood-policy.pdf' } });
  });

  it('refuses a file that is not a document or image before sending it', async () => {
    const { server } = await enter();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('region', { name: HAZARD }, SLOW);
    await user.upload(fileIn(HAZARD), pickedFile('policy.zip', 'application/zip'));
    await user.click(screen.getByRole('button', { name: 'Upload homeowners insurance page' }));
    expect(fileIn(HAZARD)).toHaveAccessibleDescription(expect.stringContaining('Error: This file type is not allowed'));
    expect(server.uploads).toEqual([]);
  });

  it('a received page can be replaced by a newer copy', async () => {
    const { server } = await enter({ received: ['HAZARD_INSURANCE'] });
    await screen.findByRole('region', { name: HAZARD }, SLOW);
    expect(within(section(HAZARD)).queryByLabelText(/^Declarations page of your/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a newer copy' }));
    await userEvent.upload(fileIn(HAZARD), pickedFile('renewal.pdf', 'application/pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload homeowners insurance page' }));
    await waitFor(() => expect(server.uploads).toMatchObject([{ file: { name: 'renewal.pdf' } }]));
  });

  it('the area path opens the upload screen', async () => {
    installUploadServer('TRUST_AND_INSURANCE', { application: AFTER_NOTARY });
    const { store } = renderScreen('insurance');
    await screen.findByRole('heading', { level: 1, name: HEADING }, SLOW);
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/insurance/upload`);
  });
});
