// The step the progress indicator marks for the screen the borrower is on. The spec's progress values and their
// steps (src/domain/progress.ts) stay as they are; this maps each screen (route) onto one of those steps, so the
// indicator tells the truth where the server's progress value lags or leads the screen (the bank screens are
// still "Verify Identity" by flow state, insurance is still "Talk to eNotary"). A screen that belongs to no step
// (a valuation hold, the conditions list, a disclosure) falls back on the flow state's progress value; a decline,
// adverse-action or timeout notice shows no progress at all.
import { progressStep } from './progress';
import type { ProgressValue } from './stages';

export type ScreenProgress =
  /** No indicator (and no "funding in as little as five days"): the screen ends or halts the journey. */
  | { kind: 'hidden' }
  /** `step` is current; `note` names the part of it this screen is (a sub-step), when the step has several. */
  | { kind: 'step'; step: number; note: string | null };

const hidden: ScreenProgress = { kind: 'hidden' };
const at = (value: ProgressValue, note: string | null = null): ScreenProgress => ({
  kind: 'step',
  step: progressStep(value),
  note,
});

// After the /{uuid}: the screen's own path, first match wins. null: the screen belongs to no step.
const SCREENS: readonly [RegExp, ScreenProgress | null][] = [
  // Declines (their adverse action notices) and a wait that ran long end or halt the journey.
  [/^error\/(decline|credit|income|timeout)$/, hidden],
  [/^error\/flood-cert$/, null],
  [/^start\/profile$/, at('INITIAL')],
  [/^liens$/, at('INITIAL')],
  [/^credit\/(social|error)$/, at('INITIAL')],
  // The prequalification's holds: a bureau PIN, a frozen file, the property records.
  [/^review-app\/(incorrect-pin|no-credit|property|datatree|incorrect-ownership)$/, at('INITIAL')],
  // The closing documents are being prepared: the signing step has begun.
  [/^review-app\/signdocs$/, at('SIGNING')],
  [/^review-app\/(uw|delinquency)$/, null],
  [/^product\/(select|assets|prequal-winback)$/, at('PRODUCT_SELECT')],
  [/^start\/(contact|hmda|app-summary)$/, at('MORE_INFO')],
  [/^income(\/.*)?$/, at('LINK_INCOME', 'Income')],
  // The spec's steps have no bank step; the accounts the line pays into and from are linked with the income.
  [/^bank(\/.*)?$/, at('LINK_INCOME', 'Bank accounts')],
  [/^identity(\/.*)?$/, at('ID_UPLOAD')],
  [/^signing(\/.*)?$/, at('SIGNING')],
  // Manual or eNotary: the step's label follows status.manualNotary, its number is the same.
  [/^notary(\/.*)?$/, at('ENOTARY')],
  // Proof of insurance is a condition of funding, asked for after the deed is signed.
  [/^insurance(\/.*)?$/, at('COMPLETE', 'Proof of insurance')],
  [/^complete(\/.*)?$/, at('COMPLETE')],
  // Valuation, payoff, conditions, the merchant's review and disclosures come at different points of the journey.
  [/^(bpo|payoff|conditions|merchant)(\/.*)?$/, null],
  [/^document\/disclosures$/, null],
];

const UUID_PREFIX = /^\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?/i;

/**
 * What the borrower's progress indicator shows on `pathname` (the router's path, e.g. `/{uuid}/bank/disburse`), with
 * `flowProgress` (the flow state's progress value) for a screen that belongs to no step or is unknown.
 */
export function screenProgress(pathname: string, flowProgress: ProgressValue): ScreenProgress {
  const screen = pathname.replace(UUID_PREFIX, '').replace(/\/+$/, '');
  for (const [pattern, progress] of SCREENS) {
    if (pattern.test(screen)) return progress ?? at(flowProgress);
  }
  return at(flowProgress);
}

/**
 * The co-owner's two steps (Identity verification, then Talk to eNotary) on `pathname` (`/heloc-signer/...`): the
 * eNotary step while signing the deed and after; hidden once the application is cancelled.
 */
export function signerScreenProgress(pathname: string): ScreenProgress {
  const screen = pathname.replace(/^\/heloc-signer\/?/, '').replace(/\/+$/, '');
  if (screen === 'cancelled') return hidden;
  return { kind: 'step', step: /^(sign|documents)$/.test(screen) ? 1 : 0, note: null };
}
