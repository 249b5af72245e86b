import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InsuranceRequirementsAnswer } from '../../../src/api/closing';
import { sampleOrg } from '../../utils/sampleOrg';
import { APP_UUID, axeViolations, installUploadServer, renderScreen, SLOW } from '../identity/uploadServer';

jest.setTimeout(30_000);

const HEADING = 'What your insurance must show';
const { companyName, companyAddress } = sampleOrg.metadata.companyInfo;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

async function enter(insurance: Partial<InsuranceRequirementsAnswer> = {}) {
  const server = installUploadServer('TRUST_AND_INSURANCE', {
    // At TRUST_AND_INSURANCE the notary is done (the flow state is insurance).
    application: {
      loanNumber: 'HL-2026-0042',
      status: { disclosurelistNotaryReady: true, primaryParticipantAcceptComplete: true },
    },
    insurance,
  });
  const view = renderScreen('insurance/requirements');
  await screen.findByRole('heading', { level: 1, name: HEADING }, SLOW);
  return { server, ...view };
}

describe('insurance/requirements', () => {
  it('lists what the homeowners policy must show for this loan, with no axe violations', async () => {
    const { container } = await enter();
    const hazard = screen.getByRole('region', { name: 'Homeowners (hazard) insurance: required' });
    // The application's property and line, once loaded.
    await waitFor(() => expect(hazard).toHaveTextContent('12 Oak Lane, Portland, OR 97201'), SLOW);
    expect(hazard).toHaveTextContent(/Dwelling coverage.*\$75,000.*replacement cost, whichever is less/);
    expect(hazard).toHaveTextContent(`${companyName}, its successors and/or assigns (ISAOA/ATIMA)`);
    expect(hazard).toHaveTextContent(companyAddress);
    expect(hazard).toHaveTextContent('Loan number HL-2026-0042');
    expect(hazard).toHaveTextContent(/mortgagee and loss payee/i);
    expect(hazard).toHaveTextContent(/In force on the day your line funds and for at least 12 months/);
    expect(document.title).toContain(HEADING);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says flood insurance is not required outside a flood zone', async () => {
    await enter();
    const flood = await screen.findByRole('region', { name: 'Flood insurance: not required' }, SLOW);
    expect(flood).toHaveTextContent(/outside a special flood hazard area/);
  });

  it('adds the flood policy requirements where the flood certificate requires it', async () => {
    const { container } = await enter({ required: ['HAZARD_INSURANCE', 'FLOOD_INSURANCE'] });
    const flood = await screen.findByRole('region', { name: 'Flood insurance: required' }, SLOW);
    expect(flood).toHaveTextContent(/special flood hazard area/);
    expect(
      within(flood).getByText(/\$250,000 \(the most the National Flood Insurance Program insures\)/),
    ).toBeVisible();
    expect(flood).toHaveTextContent(`${companyName}, its successors and/or assigns`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('stays open at the insurance stage and links back to the uploads', async () => {
    const { store } = await enter();
    // Reading the checklist does not send the borrower back to the upload screen.
    await screen.findByRole('region', { name: 'Flood insurance: not required' }, SLOW);
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/insurance/requirements`);
    await userEvent.click(screen.getByRole('link', { name: 'Back to upload your declarations pages' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload your insurance' }, SLOW)).toBeInTheDocument();
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/insurance/upload`);
  });
});
