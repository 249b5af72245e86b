import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACKNOWLEDGE_RECEIPT, DOCUMENTS_TITLE, signedThanks } from '../../../src/screens/signer/DocumentsScreen';
import { installPdfEnvironment } from '../start/helpers';
import { forgetSignerPdfs } from '../../../store/signer';
import { installSignerServer, makeSelf, renderSigner, SIGNER_API, SLOW, violations } from './signerServer';

jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  installPdfEnvironment();
  // The PDFs and their HTML versions are cached outside the store, across renders.
  forgetSignerPdfs();
});

/** The deed's HTML version as the server writes it (server/documents/html.ts), the data escaped. */
const DEED_HTML =
  '<!doctype html><html lang="en-US"><head><title>Deed of trust</title></head><body><main>' +
  '<header><h1>Deed of Trust (Open-End Mortgage)</h1><p>Hearth Lending | NMLS #1</p></header>' +
  '<dl><div><dt>Borrower</dt><dd>Dana &lt;i&gt;Rivera&lt;/i&gt;</dd></div></dl>' +
  '<h2>Definitions</h2><ul><li>"Borrower" is Dana Rivera.</li></ul><h2>Signatures</h2>' +
  '</main><footer><p>Hearth Lending - NMLS #1</p></footer></body></html>';

const READY = makeSelf({
  nextStep: 'sign',
  identity: { status: 'VERIFIED', idType: 'PASSPORT_FRONT', reason: null },
  deed: { status: 'READY', signedAt: null },
});

describe('heloc-signer/documents', () => {
  it('lists the documents and opens an available one in the PDF viewer', async () => {
    const server = installSignerServer({ self: READY });
    const user = userEvent.setup();
    renderSigner('/heloc-signer/documents');
    expect(await screen.findByRole('heading', { level: 1, name: DOCUMENTS_TITLE }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Deed of trust', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Not available yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read Notice of right to cancel' })).toBeNull();
    // Not signed yet: no thanks, and the way to signing.
    expect(screen.queryByText(signedThanks('Dana'))).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to signing' })).toHaveAttribute('href', '/heloc-signer/sign');
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Read Deed of trust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deed of trust' }, SLOW);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled(), SLOW);
    expect(server.calls).toContain(`GET ${SIGNER_API}/documents/DEED`);
    expect(await violations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the HTML version beside the PDF: "Read as text" with the document\'s own headings under the dialog\'s', async () => {
    const server = installSignerServer({ self: READY }, () => ({
      [`GET ${SIGNER_API}/documents/DEED/html`]: { data: DEED_HTML },
    }));
    const user = userEvent.setup();
    renderSigner('/heloc-signer/documents');
    await user.click(await screen.findByRole('button', { name: 'Read Deed of trust' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Deed of trust' }, SLOW);
    // The narrow (and jsdom) layout opens the text first.
    const text = await within(dialog).findByTestId('pdf-text-version', {}, SLOW);
    expect(within(dialog).getByRole('button', { name: 'Read as text' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Deed of trust' })).toBeInTheDocument();
    const inText = within(text);
    expect(inText.getByRole('heading', { level: 3, name: 'Deed of Trust (Open-End Mortgage)' })).toBeInTheDocument();
    expect(inText.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Definitions',
      'Signatures',
    ]);
    expect(inText.getByRole('definition')).toHaveTextContent('Dana <i>Rivera</i>');
    expect(within(dialog).getByRole('link', { name: 'Download Deed of trust (PDF)' })).toHaveAttribute(
      'download',
      'deed.pdf',
    );
    expect(server.calls).toEqual(
      expect.arrayContaining([`GET ${SIGNER_API}/documents/DEED`, `GET ${SIGNER_API}/documents/DEED/html`]),
    );
    expect(await violations()).toEqual([]);
  });

  it('shows the PDF alone when its HTML version cannot be fetched', async () => {
    const server = installSignerServer({ self: READY }, () => ({
      [`GET ${SIGNER_API}/documents/DEED/html`]: { status: 500, data: { errors: ['Unavailable'] } },
    }));
    const user = userEvent.setup();
    renderSigner('/heloc-signer/documents');
    await user.click(await screen.findByRole('button', { name: 'Read Deed of trust' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Deed of trust' }, SLOW);
    expect(await within(dialog).findByRole('link', { name: 'Download Deed of trust (PDF)' }, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Read as text' })).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(server.calls).toContain(`GET ${SIGNER_API}/documents/DEED/html`);
  });

  it('the co-owner acknowledges receipt of their notice of right to cancel, and sees when', async () => {
    const server = installSignerServer({
      self: READY,
      documents: [
        { type: 'DEED', title: 'Deed of trust', available: true },
        { type: 'RIGHT_TO_CANCEL', title: 'Notice of right to cancel', available: true, acknowledgedAt: null },
      ],
    });
    const user = userEvent.setup();
    renderSigner('/heloc-signer/documents');
    const button = await screen.findByRole('button', { name: ACKNOWLEDGE_RECEIPT }, SLOW);
    expect(await violations()).toEqual([]);
    await user.click(button);
    expect(await screen.findByText(/Receipt acknowledged on/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ACKNOWLEDGE_RECEIPT })).toBeNull();
    expect(server.posted.map((p) => p.path)).toEqual(['documents/RIGHT_TO_CANCEL/acknowledge']);
    expect(server.posted[0].idempotencyKey).toEqual(expect.any(String));
  });

  it('says what went wrong when the list cannot be loaded, and loads it again', async () => {
    let unavailable = true;
    installSignerServer({ self: READY }, (s) => ({
      [`GET ${SIGNER_API}/documents`]: () =>
        unavailable
          ? { status: 500, data: { errors: ['The documents service is unavailable'] } }
          : { data: s.documents },
    }));
    const user = userEvent.setup();
    renderSigner('/heloc-signer/documents');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The documents service is unavailable');
    unavailable = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Deed of trust', {}, SLOW)).toBeInTheDocument();
  });
});
