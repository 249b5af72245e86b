import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APP_UUID,
  axeViolations,
  installUploadServer,
  pickedFile,
  REFUSED_FILE,
  renderScreen,
  SLOW,
} from './uploadServer';

// Lazy chunks, the processing modal and axe take their time on a busy machine.
jest.setTimeout(30_000);

const HEADING = 'Verify your identity';
const FILE_LABEL = 'Photo of the front of your ID';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

async function enter(verification: Parameters<typeof installUploadServer>[1] = {}) {
  const server = installUploadServer('IDENTITY_VERIFICATION', verification);
  const view = renderScreen('identity');
  await screen.findByRole('heading', { level: 1, name: HEADING }, SLOW);
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: 'IDENTITY_VERIFICATION' }), SLOW);
  return { server, ...view };
}

const fileInput = () => screen.getByLabelText(FILE_LABEL) as HTMLInputElement;

describe('identity', () => {
  it('asks for the ID type and a photo of its front, opening the rear camera on phones, with no axe violations', async () => {
    const { container } = await enter();
    const group = await screen.findByRole('radiogroup', { name: 'Which ID will you use?' }, SLOW);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['DRIVERS_LICENSE_FRONT', 'ID_CARD_FRONT', 'PASSPORT_FRONT', 'PERMANENT_RESIDENT_CARD_FRONT']);
    expect(within(group).getByRole('radio', { name: 'Passport' })).not.toBeChecked();
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('capture', 'environment');
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('PDF, PNG, JPEG or HEIC, up to 10 MB'));
    expect(document.title).toContain(HEADING);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends nothing until an ID type and a file are chosen', async () => {
    const { server } = await enter();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload and verify' }, SLOW));
    expect(screen.getByRole('radiogroup', { name: 'Which ID will you use?' })).toHaveAccessibleDescription(
      'Error: Required',
    );
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('Error: Choose a file to upload'));
    expect(server.uploads).toEqual([]);
  });

  it('refuses a file that is not a document or image before sending it', async () => {
    const { server } = await enter();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('radio', { name: 'Passport' }, SLOW));
    await user.upload(fileInput(), pickedFile('id.docx', 'application/msword'));
    await user.click(screen.getByRole('button', { name: 'Upload and verify' }));
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('Error: This file type is not allowed'));
    expect(server.uploads).toEqual([]);
  });

  it('uploads the ID type and the file, says the ID is being checked, and moves on once it is verified', async () => {
    const { server, store } = await enter();
    server.stagesAfterPost = ['WAITING_FOR_ID_VERIFICATION', 'WAITING_FOR_ID_VERIFICATION', 'FINAL_TITLE_PULL'];
    server.onUpload = () => {
      server.verification = { status: 'PENDING', idType: 'PASSPORT_FRONT', reason: null };
    };
    await userEvent.click(await screen.findByRole('radio', { name: 'Passport' }, SLOW));
    await userEvent.upload(fileInput(), pickedFile('passport.png', 'image/png'));
    expect(screen.getByRole('button', { name: 'Remove passport.png' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload and verify' }));

    await waitFor(() => expect(server.uploads).toHaveLength(1));
    expect(server.uploads[0]).toMatchObject({
      path: 'identity/document',
      fields: { idType: 'PASSPORT_FRONT' },
      file: { name: 'passport.png', type: 'image/png', size: 2048 },
    });
    expect(server.uploads[0].idempotencyKey).toEqual(expect.any(String));
    expect(await screen.findByText('We are checking your ID', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/bpo/hold`), {
      timeout: 10_000,
    });
  });

  it('shows the reason when the verifier could not read the ID, and asks for a new photo', async () => {
    const { server } = await enter();
    server.stagesAfterPost = ['WAITING_FOR_ID_VERIFICATION', 'IDENTITY_VERIFICATION'];
    server.onUpload = () => {
      server.verification = { status: 'PENDING', idType: 'DRIVERS_LICENSE_FRONT', reason: null };
    };
    await userEvent.click(await screen.findByRole('radio', { name: 'Driver’s license' }, SLOW));
    await userEvent.upload(fileInput(), pickedFile('blurry.png', 'image/png'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload and verify' }));
    await screen.findByText('We are checking your ID', {}, SLOW);
    // The verifier answers: back to IDENTITY_VERIFICATION with the reason.
    server.verification = {
      status: 'FAILED_VERIFICATION',
      idType: 'DRIVERS_LICENSE_FRONT',
      reason: 'The image is too blurry to read',
    };
    expect(await screen.findByText('We could not verify your ID', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('The image is too blurry to read')).toBeInTheDocument();

    // The router takes that answer at once: the processing modal closes and a new photo of the same ID can go.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.getByRole('radio', { name: 'Driver’s license' })).toBeChecked();
    server.stagesAfterPost = ['WAITING_FOR_ID_VERIFICATION', 'FINAL_TITLE_PULL'];
    await userEvent.upload(fileInput(), pickedFile('sharp.png', 'image/png'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload the new photo' }));
    await waitFor(() => expect(server.uploads).toHaveLength(2));
    expect(server.uploads[1]).toMatchObject({
      fields: { idType: 'DRIVERS_LICENSE_FRONT' },
      file: { name: 'sharp.png' },
    });
  });

  it('after a failed check, keeps the ID type chosen and uploads the new photo', async () => {
    const { server, container } = await enter({
      verification: {
        status: 'FAILED_VERIFICATION',
        idType: 'ID_CARD_FRONT',
        reason: 'The image is too blurry to read',
      },
    });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      /We could not verify your ID.*The image is too blurry to read.*upload a new photo/,
    );
    expect(screen.getByRole('radio', { name: 'State ID card' })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.upload(fileInput(), pickedFile('sharp.jpg', 'image/jpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload the new photo' }));
    await waitFor(() => expect(server.uploads).toHaveLength(1));
    expect(server.uploads[0]).toMatchObject({
      fields: { idType: 'ID_CARD_FRONT' },
      file: { name: 'sharp.jpg', type: 'image/jpeg' },
    });
  });

  it('explains a file the server refused on the file input, keeping what was chosen', async () => {
    const { server, store } = await enter();
    server.postReply = REFUSED_FILE;
    await userEvent.click(await screen.findByRole('radio', { name: 'Passport' }, SLOW));
    // Named like an image, but the server sniffs the content.
    await userEvent.upload(fileInput(), pickedFile('renamed.png', 'image/png'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload and verify' }));
    await waitFor(() =>
      expect(fileInput()).toHaveAccessibleDescription(
        expect.stringContaining('Error: This file type is not allowed. Its content is not a PDF, PNG, JPEG or HEIC'),
      ),
    );
    expect(fileInput()).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Passport' })).toBeChecked();
    expect(server.uploads).toHaveLength(1);
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/identity`);
  });

  it('while the ID is being checked, says so instead of asking again', async () => {
    await enter({ verification: { status: 'PENDING', idType: 'PASSPORT_FRONT', reason: null } });
    expect(await screen.findByText('We are checking your ID', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText(FILE_LABEL)).not.toBeInTheDocument();
  });

  it('a path below identity is not a page', async () => {
    installUploadServer('IDENTITY_VERIFICATION');
    renderScreen('identity/elsewhere');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, SLOW)).toBeInTheDocument();
  });
});
