// The navigation in the header: side links, app menu, notifications and profile menu on wide screens;
// full-screen navigation and notifications drawers on phones. Visitors get a Login button instead.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AppsIcon, BellIcon, Drawer, MenuIcon, UserIcon } from '../../ui';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  accountSwitched,
  navMounted,
  notificationStatusToggled,
  selectAccounts,
  selectActiveAccount,
  selectUnreadCount,
  selectWalletAccess,
} from '../../../store/notifications';
import { selectIsAuthenticated, signOutClicked } from '../../../store/session';
import type { NotificationStatus } from '../../api/wallet';
import { APP_BASENAME, isSignerPath } from '../../domain/guards';
import { showDashboardLink } from '../roles';
import { selectCurrentApplication, selectPortfolioManagerEnabled, selectRoleIdentity } from '../selectors';
import { useMinWidth } from '../useMediaQuery';
import { appMenuLinks, sideNavLinks, SHARED_LINKS, type NavLink } from './links';
import { NotificationsPanel } from './NotificationsPanel';
import { BarButton, Popover } from './Popover';
import { MenuList, ProfileMenu } from './ProfileMenu';
import { useNow } from './useNow';
import type { LazySlices } from '../../../store/rootReducer';

export const UNREAD_BADGE_MAX = 8;

// With large text the bar's items wrap onto more rows rather than run past the screen's edge (WCAG 1.4.10).
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  max-width: 100%;
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  max-width: 100%;
`;

const InlineLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Badge = styled.span`
  min-width: 1.25rem;
  padding: 0 0.3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.error};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.25rem;
  text-align: center;
`;

const LoginLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary[600]};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;

const DrawerSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

function badgeText(unread: number): string {
  return unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(unread);
}

function BellLabel({ unread }: { unread: number }) {
  return (
    <>
      <BellIcon />
      {unread > 0 && <Badge aria-hidden="true">{badgeText(unread)}</Badge>}
    </>
  );
}

const bellName = (unread: number) => (unread > 0 ? `Notifications, ${badgeText(unread)} unread` : 'Notifications');

function LinkList({ links, label }: { links: NavLink[]; label?: string }) {
  return (
    <MenuList aria-label={label}>
      {links.map((l) => (
        <li key={l.href + l.label}>
          <a href={l.href}>{l.label}</a>
        </li>
      ))}
    </MenuList>
  );
}

export default function TopNav() {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const identity = useAppSelector(selectRoleIdentity);
  // In the co-owners' area the application is the one they sign for (store/signer.ts), not a borrower's journey.
  const signerArea = isSignerPath(pathname);
  // The signer slice comes with the signer feature: absent until the area's feature has loaded.
  const application = useAppSelector((s) =>
    signerArea ? ((s as Partial<LazySlices>).signer?.application.data ?? null) : selectCurrentApplication(s),
  );
  const portfolioManager = useAppSelector(selectPortfolioManagerEnabled);
  const access = useAppSelector(selectWalletAccess);
  const accounts = useAppSelector(selectAccounts);
  const active = useAppSelector(selectActiveAccount);
  const unread = useAppSelector(selectUnreadCount);
  const now = useNow();
  const [drawer, setDrawer] = useState<'menu' | 'notifications' | null>(null);
  const wide = useMinWidth('md');

  useEffect(() => {
    if (authenticated) dispatch(navMounted());
  }, [authenticated, dispatch]);

  const side = sideNavLinks({ dashboard: showDashboardLink(application, identity), portfolioManager });
  const apps = appMenuLinks({ portfolioManager });
  const toggle = (uuid: string, status: NotificationStatus) => dispatch(notificationStatusToggled({ uuid, status }));
  const logout = () => dispatch(signOutClicked());
  const loginHref = `${SHARED_LINKS.login}?redirectUrl=${encodeURIComponent(APP_BASENAME + pathname + search)}`;
  const profile = (
    <ProfileMenu
      authenticated={authenticated}
      access={access}
      accounts={accounts}
      active={active}
      onSwitch={(address) => dispatch(accountSwitched(address))}
      onLogout={logout}
    />
  );

  return (
    <Bar data-testid="top-nav">
      {wide ? (
        <Group>
          <nav aria-label="Main">
            <InlineLinks>
              {side.map((l) => (
                <li key={l.href + l.label}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </InlineLinks>
          </nav>
          <Popover
            label={
              <>
                <AppsIcon /> Apps
              </>
            }
            testId="app-menu-button"
          >
            <LinkList links={apps} label="Apps" />
          </Popover>
          {authenticated && (
            <Popover label={<BellLabel unread={unread} />} ariaLabel={bellName(unread)} testId="notifications-button">
              <NotificationsPanel accounts={accounts} now={now} onToggle={toggle} headingId="notifications-popover" />
            </Popover>
          )}
          <Popover
            label={
              <>
                <UserIcon /> Profile
              </>
            }
            testId="profile-menu-button"
          >
            {profile}
          </Popover>
          {!authenticated && <LoginLink href={loginHref}>Login</LoginLink>}
        </Group>
      ) : (
        <Group>
          {authenticated ? (
            <BarButton
              type="button"
              aria-label={bellName(unread)}
              aria-haspopup="dialog"
              data-testid="notifications-drawer-button"
              onClick={() => setDrawer('notifications')}
            >
              <BellLabel unread={unread} />
            </BarButton>
          ) : (
            <LoginLink href={loginHref}>Login</LoginLink>
          )}
          <BarButton
            type="button"
            aria-haspopup="dialog"
            data-testid="menu-drawer-button"
            onClick={() => setDrawer('menu')}
          >
            <MenuIcon /> Menu
          </BarButton>
        </Group>
      )}
      <Drawer open={drawer === 'menu'} onClose={() => setDrawer(null)} title="Menu">
        <DrawerSection aria-labelledby="drawer-nav-heading">
          <h2 id="drawer-nav-heading">Navigation</h2>
          <nav aria-label="Main">
            <LinkList links={side} />
          </nav>
        </DrawerSection>
        <DrawerSection aria-labelledby="drawer-apps-heading">
          <h2 id="drawer-apps-heading">Apps</h2>
          <LinkList links={apps} label="Apps" />
        </DrawerSection>
        <DrawerSection aria-labelledby="drawer-profile-heading">
          <h2 id="drawer-profile-heading">Profile</h2>
          {profile}
        </DrawerSection>
      </Drawer>
      {authenticated && (
        <Drawer open={drawer === 'notifications'} onClose={() => setDrawer(null)} title="Notifications">
          <NotificationsPanel accounts={accounts} now={now} onToggle={toggle} />
        </Drawer>
      )}
    </Bar>
  );
}
