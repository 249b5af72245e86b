// Stage classes of spec core-journey section 4: which server stages the next-step router keeps polling.
// Takes plain strings: the server may send a stage this client does not know yet.

const WAITING_STAGES: readonly string[] = [
  'GEN_APP_DISCLOSURES',
  'GEN_NOTE_SIGNING',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'HARD_CREDIT_PULL',
  'IN_PROGRESS',
  'PREQUAL_TITLE',
];

const TERMINAL_STAGES: readonly string[] = [
  'ASSETS_PREQUAL',
  'CANCELLED',
  'CREDIT_ERROR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'MULTIPLE_PROPERTIES',
  'NO_PROPERTY_FOUND',
];

/** The server is still working: the stage will change on its own, so it is worth polling longer. */
export function isWaitingStage(stage: string): boolean {
  return stage.startsWith('WAITING_FOR') || WAITING_STAGES.includes(stage);
}

/** Terminal-like: the stage will not move without the user, so it is accepted without polling. */
export function isTerminalStage(stage: string): boolean {
  return TERMINAL_STAGES.includes(stage);
}
