// Links into the shared app (shared-surfaces section 2): outside this SPA, so plain anchors.
export const SHARED_LINKS = {
  dashboard: '/dashboard',
  settings: '/dashboard/settings',
  support: '/contact',
  exchange: '/exchange',
  pay: '/pay',
  marketplace: '/universal-marketplace',
  passport: '/universal-passport',
  portfolio: '/portfolio',
  groupManager: '/group-manager',
  login: '/auth/login',
} as const;

export interface NavLink {
  label: string;
  href: string;
}

export function sideNavLinks({ dashboard, portfolioManager }: { dashboard: boolean; portfolioManager: boolean }) {
  const links: NavLink[] = [];
  if (dashboard) links.push({ label: 'Dashboard', href: SHARED_LINKS.dashboard });
  links.push({ label: 'Marketplace', href: SHARED_LINKS.marketplace });
  if (portfolioManager) links.push({ label: 'Portfolio Manager', href: SHARED_LINKS.portfolio });
  return links;
}

export function appMenuLinks({ portfolioManager }: { portfolioManager: boolean }) {
  const links: NavLink[] = [
    { label: 'Passport', href: SHARED_LINKS.passport },
    { label: 'Group Manager', href: SHARED_LINKS.groupManager },
  ];
  if (portfolioManager) links.push({ label: 'Portfolio Manager', href: SHARED_LINKS.portfolio });
  links.push({ label: 'Pay', href: SHARED_LINKS.pay }, { label: 'Exchange', href: SHARED_LINKS.exchange });
  return links;
}
