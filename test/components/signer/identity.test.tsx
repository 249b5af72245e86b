import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHECKING_TITLE,
  FILE_LABEL,
  ID_TYPE_LEGEND,
  SIGNER_IDENTITY_TITLE,
  UPLOAD_LABEL,
} from '../../../src/screens/signer/IdentityScreen';
import { installSignerServer, makeSelf, pickedFile, renderSigner, SLOW, violations } from './signerServer';

jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const fileInput = () => screen.getByLabelText(FILE_LABEL) as HTMLInputElement;

describe('heloc-signer/identity', () => {
  it('asks for the ID type and the front of the ID, and sends nothing until both are chosen', async () => {
    const server = installSignerServer();
    const user = userEvent.setup();
    renderSigner('/heloc-signer/identity');
    expect(await screen.findByRole('heading', { level: 1, name: SIGNER_IDENTITY_TITLE }, SLOW)).toHaveFocus();
    expect(fileInput()).toHaveAttribute('capture', 'environment');
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: UPLOAD_LABEL }));
    expect(screen.getByRole('radiogroup', { name: ID_TYPE_LEGEND })).toHaveAccessibleDescription('Error: Required');
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('Error: Choose a file to upload'));
    expect(server.posted).toEqual([]);
  });

  it('uploads the ID, says it is being checked, and moves on once it is verified', async () => {
    const server = installSignerServer({ self: makeSelf({ nextStep: 'identity' }) });
    const user = userEvent.setup();
    const { history } = renderSigner('/heloc-signer/identity');
    await user.click(await screen.findByRole('radio', { name: 'Passport' }, SLOW));
    await user.upload(fileInput(), pickedFile('passport.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: UPLOAD_LABEL }));

    expect(await screen.findByText(CHECKING_TITLE, {}, SLOW)).toBeInTheDocument();
    expect(server.posted).toEqual([
      {
        path: 'identity/document',
        body: { idType: 'PASSPORT_FRONT', file: 'file:passport.png' },
        idempotencyKey: expect.any(String),
      },
    ]);
    expect(await violations()).toEqual([]);

    server.self = makeSelf({
      nextStep: 'intro',
      identity: { status: 'VERIFIED', idType: 'PASSPORT_FRONT', reason: null },
    });
    await waitFor(() => expect(history.location.pathname).toBe('/heloc-signer/intro'), { timeout: 6000 });
  });

  it('when the ID could not be verified, says why and asks for a new photo of the same ID', async () => {
    installSignerServer({
      self: makeSelf({
        identity: {
          status: 'FAILED_VERIFICATION',
          idType: 'PASSPORT_FRONT',
          reason: 'The photo was too blurry to read.',
        },
      }),
    });
    renderSigner('/heloc-signer/identity');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('We could not verify your ID')).toBeInTheDocument();
    expect(alert).toHaveTextContent('The photo was too blurry to read.');
    expect(screen.getByRole('radio', { name: 'Passport' })).toBeChecked();
    expect(fileInput()).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('puts a refused file’s message on the file field', async () => {
    const server = installSignerServer();
    server.postReply = { status: 400, data: { errors: ['This file type is not allowed'] } };
    const user = userEvent.setup();
    renderSigner('/heloc-signer/identity');
    await user.click(await screen.findByRole('radio', { name: 'Passport' }, SLOW));
    await user.upload(fileInput(), pickedFile('passport.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: UPLOAD_LABEL }));
    await waitFor(
      () =>
        expect(fileInput()).toHaveAccessibleDescription(
          expect.stringContaining('Error: This file type is not allowed'),
        ),
      SLOW,
    );
  });
});
