// The loan originators of the lead portal (their seed rows) and each one's avatar: data and rendering only.
import type { LoanOriginatorsTable } from '../db/schema';

/** Where the lead portal's routes live (server/leadPortal/routes.ts). */
export const BASE = '/service-lead-portal/api/lo';

type OriginatorSeed = Omit<LoanOriginatorsTable, 'avatar_uri'>;

/** Loan originators of the organisations that take referrals (the partner and the wholesale channels). */
export const LOAN_ORIGINATORS: readonly OriginatorSeed[] = [
  {
    uuid: '5e1a0c2e-6b1f-4c7a-9d3e-0a1b2c3d4e01',
    org_code: 'SUMMIT_RATE',
    originator_name: 'Maya Thompson',
    broker_name: 'Summit Rate Mortgage, Inc.',
    email: 'maya.thompson@summitrate.example',
    phone_number: '8665550121',
    nmls: '3100001',
  },
  {
    uuid: '5e1a0c2e-6b1f-4c7a-9d3e-0a1b2c3d4e02',
    org_code: 'SUMMIT_RATE',
    originator_name: 'Luis Ortega',
    broker_name: 'Summit Rate Mortgage, Inc.',
    email: 'luis.ortega@summitrate.example',
    phone_number: '8665550122',
    nmls: '3100002',
  },
  {
    uuid: '5e1a0c2e-6b1f-4c7a-9d3e-0a1b2c3d4e03',
    org_code: 'HEARTH_WHOLESALE',
    originator_name: 'Priya Raman',
    broker_name: 'Keystone Home Loans',
    email: 'priya@keystonehomeloans.example',
    phone_number: '4155550131',
    nmls: '4100001',
  },
  {
    uuid: '5e1a0c2e-6b1f-4c7a-9d3e-0a1b2c3d4e04',
    org_code: 'HEARTH_WHOLESALE',
    originator_name: 'Ben Carter',
    broker_name: 'Bluebird Mortgage Brokers',
    email: 'ben@bluebirdmortgage.example',
    phone_number: '5125550132',
    nmls: '4100002',
  },
  {
    uuid: '5e1a0c2e-6b1f-4c7a-9d3e-0a1b2c3d4e05',
    org_code: 'HEARTH_WHOLESALE_REFERRED',
    originator_name: 'Grace Kim',
    broker_name: 'Harbor Point Lending',
    email: 'grace@harborpointlending.example',
    phone_number: '2065550141',
    nmls: '4200001',
  },
  {
    uuid: '5e1a0c2e-6b1f-4c7a-9d3e-0a1b2c3d4e06',
    org_code: 'HEARTH_WHOLESALE_REFERRED',
    originator_name: 'Omar Haddad',
    broker_name: 'Harbor Point Lending',
    email: 'omar@harborpointlending.example',
    phone_number: '2065550142',
    nmls: '4200002',
  },
];

export function avatarPath(uuid: string): string {
  return `${BASE}/${uuid}/avatar.svg`;
}

/** The seed rows, each with its avatar's path. */
export function loanOriginatorRows(): LoanOriginatorsTable[] {
  return LOAN_ORIGINATORS.map((o) => ({ ...o, avatar_uri: avatarPath(o.uuid) }));
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}

/** A small circle with the originator's initials; the hue comes from the uuid so each looks different. */
export function avatarSvg(name: string, uuid: string): string {
  const hue = parseInt(uuid.replace(/-/g, '').slice(-4), 16) % 360;
  const text = initials(name).replace(/[^A-Z]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${text}">` +
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue},45%,40%)"/>` +
    `<text x="48" y="58" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">${text}</text></svg>`
  );
}
