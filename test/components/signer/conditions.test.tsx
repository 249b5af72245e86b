import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Condition } from '../../../src/domain/types';
import {
  CONDITION_FILE_LABEL,
  CONDITION_UPLOAD_LABEL,
  CONDITION_UPLOAD_TITLE,
} from '../../../src/screens/signer/ConditionUploadScreen';
import { SIGNER_CONDITIONS_TITLE } from '../../../src/screens/signer/ConditionsDashboardScreen';
import { SIGNER_IDENTITY_TITLE } from '../../../src/screens/signer/IdentityScreen';
import { INTRO_TITLE } from '../../../src/screens/signer/IntroScreen';
import {
  CONDITIONS_API,
  installSignerServer,
  makeSelf,
  pickedFile,
  renderSigner,
  SLOW,
  violations,
} from './signerServer';

jest.setTimeout(30_000);

const DOC = '11111111-2222-4333-8444-555555555555';
const ID = '33333333-2222-4333-8444-555555555555';

function condition(over: Partial<Condition>): Condition {
  return {
    uuid: DOC,
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    created: '2026-01-02T10:00:00.000Z',
    notes: null,
    commentsToBorrower: 'Please upload proof that you live at the property.',
    requestDocuments: true,
    xtraData: { numDocsRequired: 1, docsReceived: 0 },
    actionNeeded: 'Upload a utility bill',
    resolvedAt: null,
    ...over,
  };
}

const SELF = makeSelf({
  nextStep: 'conditions',
  identity: { status: 'VERIFIED', idType: 'PASSPORT_FRONT', reason: null },
  openConditions: 2,
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('heloc-signer/conditions', () => {
  it('lists the co-owner’s open requests with the way to answer each, and uploads a document', async () => {
    const server = installSignerServer({
      self: SELF,
      conditions: [
        condition({}),
        condition({
          uuid: ID,
          categoryEnum: 'ID_VERIFICATION_FAILURE',
          requestDocuments: false,
          commentsToBorrower: null,
        }),
      ],
    });
    const user = userEvent.setup();
    const { history } = renderSigner('/heloc-signer/conditions');
    expect(await screen.findByRole('heading', { level: 1, name: SIGNER_CONDITIONS_TITLE }, SLOW)).toBeInTheDocument();
    const doc = await screen.findByRole('region', { name: 'Document request' }, SLOW);
    expect(doc).toHaveTextContent('Please upload proof that you live at the property.');
    expect(doc).toHaveTextContent('0 of 1 received');
    const id = screen.getByRole('region', { name: 'A new photo of your ID' });
    expect(within(id).getByRole('link', { name: 'Upload a new photo of your ID' })).toHaveAttribute(
      'href',
      `/heloc-signer/conditions/identity?condition=${ID}`,
    );
    expect(await violations()).toEqual([]);

    await user.click(within(doc).getByRole('link', { name: 'Upload a document' }));
    expect(await screen.findByRole('heading', { level: 1, name: CONDITION_UPLOAD_TITLE }, SLOW)).toBeInTheDocument();
    expect(history.location.search).toBe(`?condition=${DOC}`);
    expect(await violations()).toEqual([]);
    await user.upload(screen.getByLabelText(CONDITION_FILE_LABEL), pickedFile('bill.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: CONDITION_UPLOAD_LABEL }));

    await waitFor(() => expect(history.location.pathname).toBe('/heloc-signer/conditions'), SLOW);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Document request' })).toBeNull(), SLOW);
    expect(server.posted).toEqual([
      { path: `conditions/${DOC}/documents`, body: { file: 'file:bill.pdf' }, idempotencyKey: expect.any(String) },
    ]);
    // Loaded on entry, and again on the way back.
    expect(server.calls.filter((c) => c === `GET ${CONDITIONS_API}`).length).toBeGreaterThanOrEqual(2);
  });

  it('loads the list again when the window regains focus', async () => {
    const server = installSignerServer({ self: SELF, conditions: [condition({})] });
    renderSigner('/heloc-signer/conditions');
    await screen.findByRole('region', { name: 'Document request' }, SLOW);
    const before = server.calls.filter((c) => c === `GET ${CONDITIONS_API}`).length;
    server.conditions = [];
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText('Nothing is needed from you right now. Thank you.', {}, SLOW)).toBeInTheDocument();
    expect(server.calls.filter((c) => c === `GET ${CONDITIONS_API}`).length).toBe(before + 1);
  });

  it('answers an identity request with the ID upload, always asking for a new photo', async () => {
    installSignerServer({
      self: SELF,
      conditions: [condition({ uuid: ID, categoryEnum: 'ID_VERIFICATION_FAILURE', requestDocuments: false })],
    });
    renderSigner(`/heloc-signer/conditions/identity?condition=${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: SIGNER_IDENTITY_TITLE }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Our underwriter asked for a new photo of your ID.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Passport' })).toBeChecked();
    expect(await violations()).toEqual([]);
  });

  it('sends any other path back to the dashboard', async () => {
    installSignerServer({ self: SELF, conditions: [] });
    const { history } = renderSigner('/heloc-signer/conditions/phone-number');
    await waitFor(() => expect(history.location.pathname).toBe('/heloc-signer/conditions'), SLOW);
  });

  it('with the conditions flag off, asks nothing and resumes where the co-owner stands', async () => {
    const server = installSignerServer({ self: makeSelf({ nextStep: 'intro' }), conditionsFlag: false });
    const { history } = renderSigner('/heloc-signer/conditions');
    expect(await screen.findByRole('heading', { level: 1, name: INTRO_TITLE }, SLOW)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/heloc-signer/intro');
    expect(server.calls).not.toContain(`GET ${CONDITIONS_API}`);
  });
});
