import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { AccountListItem, NotificationStatus, WalletNotification } from '../../../src/api/wallet';
import { NotificationsPanel } from '../../../src/shell/nav/NotificationsPanel';
import { timeAgo } from '../../../src/shell/nav/timeAgo';
import { notificationStatusToggled } from '../../../store/notifications';
import { installRoutes } from '../support/mswServer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { ACCESS, ACCOUNTS } from './helpers';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const MIN = 60_000;

function notification(i: number, overrides: Partial<WalletNotification> = {}): WalletNotification {
  return {
    uuid: `n-${i}`,
    title: `Notice ${i}`,
    description: `Details ${i}`,
    created: new Date(NOW - i * 60 * MIN).toISOString(),
    status: 'UNREAD',
    walletAddress: '0xabcdef0123456789abcdef',
    ctas: [],
    ...overrides,
  };
}

function account(notifications: WalletNotification[], name = 'Pat Borrower'): AccountListItem {
  return {
    account: { name, address: '0xabcdef0123456789abcdef' },
    authorizedWallets: [{ address: '0xabcdef0123456789abcdef' }],
    notifications,
  };
}

function Harness({ accounts }: { accounts: AccountListItem[] }) {
  const [toggled, setToggled] = useState<string[]>([]);
  return (
    <>
      <NotificationsPanel
        accounts={accounts}
        now={NOW}
        headingId="n"
        onToggle={(uuid: string, status: NotificationStatus) => setToggled((t) => [...t, `${uuid}:${status}`])}
      />
      <output data-testid="toggled">{toggled.join(',')}</output>
    </>
  );
}

afterEach(() => jest.restoreAllMocks());

describe('time ago', () => {
  it.each([
    [30 * 1000, 'Just now'],
    [1 * MIN, '1 minute ago'],
    [59 * MIN, '59 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [23 * 60 * MIN, '23 hours ago'],
    [24 * 60 * MIN, '1 day ago'],
    [6 * 24 * 60 * MIN, '6 days ago'],
    [7 * 24 * 60 * MIN, '1 week ago'],
    [28 * 24 * 60 * MIN, '4 weeks ago'],
    [29 * 24 * 60 * MIN, 'May 17'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(timeAgo(new Date(NOW - elapsed).toISOString(), NOW)).toBe(text);
  });
});

describe('notifications panel', () => {
  it('shows three notifications until View All, then all of them until View Less', () => {
    renderWithProviders(<Harness accounts={[account([1, 2, 3, 4, 5].map((i) => notification(i)))]} />);
    expect(screen.getAllByTestId('notification')).toHaveLength(3);
    expect(screen.getAllByTestId('notification').map((n) => within(n).getByText(/^Notice/).textContent)).toEqual([
      'Notice 1',
      'Notice 2',
      'Notice 3',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'View All' }));
    expect(screen.getAllByTestId('notification')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'View Less' }));
    expect(screen.getAllByTestId('notification')).toHaveLength(3);
  });

  it('offers no View All for three or fewer, and says No Notifications when there are none', () => {
    const { unmount } = renderWithProviders(<Harness accounts={[account([1, 2, 3].map((i) => notification(i)))]} />);
    expect(screen.queryByRole('button', { name: 'View All' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness accounts={[account([])]} />);
    expect(screen.getByText('No Notifications')).toBeInTheDocument();
  });

  it('marks unread ones with a dot and offers Read or Unread for each', () => {
    renderWithProviders(
      <Harness
        accounts={[account([notification(1), notification(2, { status: 'READ', created: '2026-01-03T12:00:00Z' })])]}
      />,
    );
    const [unread, read] = screen.getAllByTestId('notification');
    expect(within(unread).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(unread).getByText('1 hour ago')).toBeInTheDocument();
    expect(within(read).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(within(read).getByText('Jan 3')).toBeInTheDocument();
    fireEvent.click(within(unread).getByRole('button', { name: /Mark as read/ }));
    fireEvent.click(within(read).getByRole('button', { name: /Mark as unread/ }));
    expect(screen.getByTestId('toggled')).toHaveTextContent('n-1:READ,n-2:UNREAD');
  });

  it('marks a notification read on the server and undoes it when the server refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = 200;
    const patched: unknown[] = [];
    installRoutes({
      [ACCOUNTS]: { data: [account([notification(1)])] },
      [ACCESS]: { data: { account: { name: 'Pat', address: '0xabc' }, authorizedWallet: null } },
      'PATCH /service-wallet/secure/api/v4/notifications/n-1': (config) => {
        const body = JSON.parse(config.data as string) as { status: NotificationStatus };
        patched.push(body);
        // The server answers the notification as it now stands.
        return answer < 300
          ? { status: answer, data: notification(1, { status: body.status }) }
          : { status: answer, data: { errors: ['nope'] } };
      },
    });
    const { store } = renderWithProviders(<></>, { authenticated: true, runSagas: true });
    store.dispatch({ type: 'nav/mounted' });
    await waitFor(() => expect(store.getState().notifications.status).toBe('loaded'));
    const status = () => store.getState().notifications.accounts[0].notifications[0].status;
    store.dispatch(notificationStatusToggled({ uuid: 'n-1', status: 'READ' }));
    await waitFor(() => expect(patched).toEqual([{ status: 'READ' }]));
    expect(status()).toBe('READ');
    answer = 500;
    store.dispatch(notificationStatusToggled({ uuid: 'n-1', status: 'UNREAD' }));
    await waitFor(() => expect(patched).toHaveLength(2));
    await waitFor(() => expect(status()).toBe('READ'));
  });
});
