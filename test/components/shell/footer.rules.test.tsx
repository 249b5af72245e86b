import { screen, waitFor, within } from '@testing-library/react';
import Footer from '../../../src/shell/footer/Footer';
import { installRoutes } from '../support/mswServer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';
import { FIFTY_STATES, OPS_PHONE_HOURS, orgOf, PHONE_HOURS, STATE_LICENSES, stateLicenses } from './helpers';

const DISCLOSURES = ['Loan amounts run from $15,000 to $400,000.', 'Property insurance is required.'];

function renderFooter(org = sampleOrg, states: string[] = ['CA', 'TX']) {
  const api = installRoutes({
    [STATE_LICENSES]: { data: stateLicenses(states) },
    [PHONE_HOURS]: { data: OPS_PHONE_HOURS },
  });
  const result = renderWithProviders(<Footer />, { org, runSagas: true });
  return { ...api, ...result };
}

describe('footer', () => {
  it('shows the legal links, company and NMLS link, numbered disclosures and the licensed states from the server', async () => {
    const org = orgOf({ footer: { ...sampleOrg.footer, disclosureCopy: DISCLOSURES } });
    const { calls } = renderFooter(org, ['AZ', 'CA', 'OR']);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Licenses' })).toHaveAttribute('href', '/licenses');
    expect(within(legal).getByRole('link', { name: 'Legal' })).toHaveAttribute('href', '/legal');
    expect(screen.getByRole('link', { name: 'NMLS #123456 (opens in a new tab)' })).toHaveAttribute(
      'href',
      sampleOrg.footer.companyNmlsURL,
    );
    expect(screen.getByText(/Example Lender, LLC\./)).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Disclosures' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(DISCLOSURES);
    await waitFor(() => expect(screen.getByTestId('licensed-states')).toHaveTextContent(/^AZ, CA, OR/));
    expect(calls).toContain(STATE_LICENSES);
  });

  it('links to the external privacy policy when one is configured', async () => {
    const org = orgOf({
      footer: { ...sampleOrg.footer, privacyLinkIsExternal: true, privacyPolicyUrl: 'https://lender.test/privacy' },
    });
    renderFooter(org);
    const link = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(link).toHaveAttribute('href', 'https://lender.test/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    await screen.findByTestId('phone-hours');
  });

  it.each([
    ['main organisation, 2 states', 'main', ['CA', 'TX'], true],
    ['main organisation, 50 states', 'main', FIFTY_STATES, false],
    ['credit union, 2 states', 'credit-union', ['CA', 'TX'], false],
  ] as const)('more states to come: %s', async (_name, kind, states, shown) => {
    renderFooter(orgOf({ kind }), [...states]);
    await screen.findByTestId('phone-hours');
    await waitFor(() => expect(screen.getByTestId('licensed-states')).toHaveTextContent(states[0]));
    if (shown) expect(screen.getByTestId('licensed-states')).toHaveTextContent('and more states to come');
    else expect(screen.getByTestId('licensed-states')).not.toHaveTextContent('more states to come');
  });

  it.each([
    ['licensed in New York with regulator review', ['NY'], true, 'licence'],
    ['licensed in New York without regulator review', ['NY', 'NJ'], false, 'notAccepted'],
    ['not licensed in New York', ['CA'], true, 'notAccepted'],
  ] as const)('New York: %s', async (_name, states, allowRegulatorReview, expected) => {
    renderFooter(orgOf({ kind: 'new-york' }, { allowRegulatorReview }), [...states]);
    await screen.findByTestId('phone-hours');
    await waitFor(() => expect(screen.getByTestId('licensed-states')).toHaveTextContent(states[0]));
    const notice = screen.getByTestId('new-york-notice');
    if (expected === 'licence') {
      expect(notice).toHaveTextContent(
        'licensed as a mortgage banker by the New York State Department of Financial Services',
      );
    } else {
      expect(notice).toHaveTextContent('We are not accepting applications for properties in New York');
    }
  });

  it.each([
    ['EHL', 'Equal Housing Lender'],
    ['EOL', 'Equal Housing Opportunity'],
    ['OTHER', 'Equal Opportunity Lender'],
  ] as const)('shows the %s equal housing image', async (footerImage, label) => {
    renderFooter(orgOf({ footer: { ...sampleOrg.footer, footerImage } }));
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
    await screen.findByTestId('phone-hours');
  });

  it('shows the credit union logo only when the public toggle is on', async () => {
    const { unmount } = renderFooter(orgOf({ publicToggles: { showNcuaLogo: true } }));
    expect(screen.getByRole('img', { name: 'Federally insured by NCUA' })).toBeInTheDocument();
    await screen.findByTestId('phone-hours');
    unmount();
    renderFooter(orgOf({ publicToggles: { showNcuaLogo: false } }));
    expect(screen.queryByRole('img', { name: 'Federally insured by NCUA' })).not.toBeInTheDocument();
    await screen.findByTestId('phone-hours');
  });

  it('keeps the page copy of the licensed states when the call fails', async () => {
    installRoutes({ [STATE_LICENSES]: { status: 500, data: { errors: ['down'] } } });
    const { store } = renderWithProviders(<Footer />, { org: orgOf({ licensedStates: ['WA'] }), runSagas: true });
    await waitFor(() => expect(store.getState().footer.status).toBe('failed'));
    expect(screen.getByTestId('licensed-states')).toHaveTextContent(/^WA/);
  });
});
