// Wallet addresses and notifications of the shared app (shared-surfaces section 3): the types, the wallet address
// of an identity, a stored notification's wire view and the stages that notify.
import { createHash } from 'node:crypto';
import type { Stage } from '../../src/domain/stages';
import type { NotificationsTable } from '../db/schema';
import type { NotificationCta, WalletNotification } from '../../src/domain/contracts/wire/wallet';

export { NOTIFICATION_STATUSES, type NotificationStatus } from '../../src/domain/validation/wallet';

/** A stable 20-byte hex address per identity: the same identity always has the same wallet. */
export function walletAddressFor(identityUuid: string): string {
  return `0x${createHash('sha256').update(`wallet:${identityUuid.toLowerCase()}`).digest('hex').slice(0, 40)}`;
}

export function toNotification(row: NotificationsTable): WalletNotification {
  let ctas: NotificationCta[] = [];
  try {
    const parsed: unknown = JSON.parse(row.ctas);
    // Only the wire's fields: the answer has no schema to strip anything else stored with a link.
    if (Array.isArray(parsed))
      ctas = (parsed as NotificationCta[]).map(({ title, redirectPath }) => ({ title, redirectPath }));
  } catch {
    ctas = [];
  }
  return {
    uuid: row.uuid,
    title: row.title,
    description: row.description,
    created: row.created_at,
    status: row.status === 'READ' ? 'READ' : 'UNREAD',
    walletAddress: row.wallet_address,
    ctas,
  };
}

/** Stages where the application waits for the borrower, and what the notification asks them to do. */
export const ACTION_STAGES: Partial<Record<Stage, { title: string; description: string; cta: string }>> = {
  OFFER_SELECTION: {
    title: 'Your offers are ready',
    description: 'Choose the line that suits you.',
    cta: 'See offers',
  },
  REVISED_OFFER_SELECTION: {
    title: 'Your offer was updated',
    description: 'We revised your offer after verification. Review it to continue.',
    cta: 'Review offer',
  },
  INCOME_VERIFICATION: {
    title: 'Verify your income',
    description: 'Link your income sources so we can confirm your offer.',
    cta: 'Verify income',
  },
  EMPLOYMENT_VERIFICATION: {
    title: 'Confirm your employment',
    description: 'We need a little more information about your employment.',
    cta: 'Continue',
  },
  IDENTITY_VERIFICATION: {
    title: 'Verify your identity',
    description: 'Upload a photo ID to keep your application moving.',
    cta: 'Verify identity',
  },
  DISBURSEMENT_ACCOUNT: {
    title: 'Where should we send your funds?',
    description: 'Add the bank account for your initial draw.',
    cta: 'Add account',
  },
  AUTOPAY_ACCOUNT: { title: 'Set up payments', description: 'Choose how you want to pay.', cta: 'Set up payments' },
  NOTE_SIGNING: { title: 'Documents ready to sign', description: 'Your loan documents are ready.', cta: 'Sign now' },
  DEED_SIGNING: {
    title: 'Schedule your notary session',
    description: 'Sign your deed with an online notary.',
    cta: 'Schedule',
  },
  MANUAL_DEED_SIGNING: {
    title: 'Schedule your notary session',
    description: 'A notary will meet you to sign your deed.',
    cta: 'Schedule',
  },
  TRUST_AND_INSURANCE: {
    title: 'Upload your insurance',
    description: 'We need proof of property insurance to fund your line.',
    cta: 'Upload',
  },
  CO_DEED_REQUIRED: {
    title: 'An additional signer is needed',
    description: 'Everyone on the deed must sign. Invite your co-signer to continue.',
    cta: 'Add signer',
  },
  COLLECT_ADDITIONAL_INFO: {
    title: 'We need a few more details',
    description: 'Answer a few questions to keep your application moving.',
    cta: 'Continue',
  },
  SOFT_CREDIT_LOCKED_OR_FROZEN: {
    title: 'Your credit is frozen',
    description: 'Unfreeze your credit, then let us know to continue.',
    cta: 'Continue',
  },
  HARD_CREDIT_LOCKED_OR_FROZEN: {
    title: 'Your credit is frozen',
    description: 'Unfreeze your credit, then let us know to continue.',
    cta: 'Continue',
  },
};
