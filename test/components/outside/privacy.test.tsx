// /privacy: the Reg P initial privacy notice (appendix A's model form) built from the organisation's data.
import { screen, within } from '@testing-library/react';
import { PrivacyPage } from '../../../src/outside/InfoPages';
import { DEFAULT_PRIVACY_PRACTICES } from '../../../src/domain/privacyNotice';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';
import { violations } from '../start/helpers';

describe('/privacy', () => {
  it("shows the model form's table for the organisation, with no axe violation", async () => {
    const org = {
      ...sampleOrg,
      privacy: {
        ...DEFAULT_PRIVACY_PRACTICES,
        affiliates: ['Example Lender of New York, LLC'],
        affiliatesMarketing: true,
      },
    };
    renderWithProviders(<PrivacyPage />, { path: '/privacy', org });
    const name = org.metadata.companyInfo.companyName;
    const short = org.metadata.companyInfo.companyNameShort || name;
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      `FACTS WHAT DOES ${name.toUpperCase()} DO WITH YOUR PERSONAL INFORMATION?`,
    );
    for (const label of ['Why?', 'What?', 'How?'])
      expect(screen.getByRole('rowheader', { name: label })).toBeInTheDocument();
    const sharing = screen.getByRole('table', { name: 'Reasons we can share your personal information' });
    expect(
      within(sharing)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Reasons we can share your personal information',
      `Does ${short} share?`,
      'Can you limit this sharing?',
    ]);
    const row = (text: RegExp) => within(sharing).getByRole('rowheader', { name: text }).closest('tr') as HTMLElement;
    expect(
      within(row(/everyday business purposes — such as to process/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Yes', 'No']);
    expect(
      within(row(/For our affiliates to market to you/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Yes', 'Yes']);
    expect(
      within(row(/For nonaffiliates to market to you/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['No', "We don't share"]);
    for (const heading of ['To limit our sharing', 'Questions?', 'Who we are', 'What we do', 'Definitions']) {
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/Our affiliates include Example Lender of New York, LLC/)).toBeInTheDocument();
    // The page alone, outside the app's layout (whose <main> holds it in the product): axe on the notice.
    expect(await violations(screen.getByRole('region', { name: /WHAT DOES/ }))).toEqual([]);
  }, 30_000);

  it('has no "To limit our sharing" when nothing can be limited', () => {
    renderWithProviders(<PrivacyPage />, {
      path: '/privacy',
      org: { ...sampleOrg, privacy: DEFAULT_PRIVACY_PRACTICES },
    });
    expect(screen.queryByRole('heading', { name: 'To limit our sharing' })).toBeNull();
    expect(screen.getByText(/has no affiliates/)).toBeInTheDocument();
  });
});
