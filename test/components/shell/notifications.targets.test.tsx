// A notification's links are touch targets of their own, at least 24 px tall like the 'Mark as read' button beside
// them (WCAG 2.5.8): in the phone-sized e2e run they were 21 px, the small print's line.
import { screen } from '@testing-library/react';
import { NotificationsPanel } from '../../../src/shell/nav/NotificationsPanel';
import { renderWithProviders } from '../../utils/renderWithProviders';

const NOW = Date.parse('2026-06-15T12:00:00Z');

it('gives each call to action a touch target at least 24 px tall', () => {
  renderWithProviders(
    <NotificationsPanel
      accounts={[
        {
          account: { name: 'Pat Borrower', address: '0xabcdef0123456789abcdef' },
          authorizedWallets: [{ address: '0xabcdef0123456789abcdef' }],
          notifications: [
            {
              uuid: 'n-1',
              title: 'Verify your income',
              description: 'We need your income to continue.',
              created: new Date(NOW - 60_000).toISOString(),
              status: 'UNREAD',
              walletAddress: '0xabcdef0123456789abcdef',
              ctas: [{ title: 'Verify income', redirectPath: '/account/heloc/x/income' }],
            },
          ],
        },
      ]}
      now={NOW}
      headingId="n"
      onToggle={() => undefined}
    />,
  );
  const link = screen.getByRole('link', { name: 'Verify income' });
  expect(link).toHaveStyle({ display: 'inline-flex', minHeight: '24px' });
  expect(screen.getByRole('button', { name: /Mark as read/ })).toHaveStyle({ minHeight: '24px' });
});
