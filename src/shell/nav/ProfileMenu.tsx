// The profile menu: profile card (name, address, wallet authorisation), Switch Accounts, Support, Settings, Logout.
import { useState } from 'react';
import styled from 'styled-components';
import type { AccountListItem, WalletAccess } from '../../api/wallet';
import { AddressCopy } from './AddressCopy';
import { SHARED_LINKS } from './links';

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding-bottom: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.neutral[200]};

  p {
    margin: 0;
  }
`;

export const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;

  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.neutral[100]};
  }
`;

const authorizationLabel = (type: string | undefined) =>
  type
    ? type
        .toLowerCase()
        .replace(/_/g, ' ')
        .replace(/^\w/, (c) => c.toUpperCase())
    : 'Not authorized';

export interface ProfileMenuProps {
  authenticated: boolean;
  access: WalletAccess | null;
  accounts: AccountListItem[];
  active: AccountListItem | null;
  onSwitch: (address: string) => void;
  onLogout: () => void;
}

export function ProfileMenu({ authenticated, access, accounts, active, onSwitch, onLogout }: ProfileMenuProps) {
  const [switching, setSwitching] = useState(false);
  const account = active?.account ?? access?.account ?? null;
  return (
    <div>
      {authenticated && account && (
        <Card data-testid="profile-card">
          <p>
            <strong>{account.name}</strong>
          </p>
          <AddressCopy address={account.address} />
          <p>Wallet authorization: {authorizationLabel(access?.authorizedWallet?.authorizationType)}</p>
        </Card>
      )}
      <MenuList>
        <li>
          <a href={SHARED_LINKS.support}>Support</a>
        </li>
        <li>
          {/* A visitor has no accounts to switch between: signing in is how they pick one. */}
          {!authenticated ? (
            <a href={SHARED_LINKS.login}>Switch Accounts</a>
          ) : (
            <button type="button" aria-expanded={switching} onClick={() => setSwitching((s) => !s)}>
              Switch Accounts
            </button>
          )}
          {switching && (
            <MenuList aria-label="Accounts">
              {accounts.length === 0 && <li>No other accounts</li>}
              {accounts.map((a) => (
                <li key={a.account.address}>
                  <button
                    type="button"
                    aria-pressed={a.account.address === active?.account.address}
                    onClick={() => {
                      onSwitch(a.account.address);
                      setSwitching(false);
                    }}
                  >
                    {a.account.name}
                  </button>
                </li>
              ))}
            </MenuList>
          )}
        </li>
        {authenticated && (
          <>
            <li>
              <a href={SHARED_LINKS.settings}>Settings</a>
            </li>
            <li>
              <button type="button" onClick={onLogout}>
                Logout
              </button>
            </li>
          </>
        )}
      </MenuList>
    </div>
  );
}
