// The wire's contracts, route by route (./contract.ts): the server validates and documents bodies with them, and
// documents and (in its tests) checks answers.
// Pure: no server or store import. The client imports the shared schemas themselves (src/domain/validation), not
// this module, so none of it reaches the client's entry chunks; the JSON schema converter (./jsonSchema.ts) is
// the server's and the tests' only.
import { APPLICATION } from './application';
import { CHAT } from './chat';
import { CLOSING } from './closing';
import { CONDITIONS } from './conditions';
import { DOCUMENTS } from './documents';
import { HOURS } from './hours';
import { IDENTITY } from './identity';
import { JOURNEY } from './journey';
import { KRANG } from './krang';
import { LEAD_PORTAL } from './leadPortal';
import { OPTIMIZE } from './optimize';
import { PIPELINE } from './pipeline';
import { PROFILE } from './profile';
import { SIGNERS } from './signers';
import { TELEMETRY } from './telemetry';
import { WALLET } from './wallet';
import type { RouteContract } from './contract';

export { APPLICATION } from './application';
export { CHAT } from './chat';
export { CLOSING, CLOSING_BASE } from './closing';
export { CONDITIONS } from './conditions';
export { DOCUMENTS } from './documents';
export { HOURS } from './hours';
export { IDENTITY } from './identity';
export { JOURNEY } from './journey';
export { KRANG } from './krang';
export { LEAD_PORTAL } from './leadPortal';
export { OPTIMIZE } from './optimize';
export { PIPELINE } from './pipeline';
export { PROFILE } from './profile';
export { SIGNERS, SIGNER_BASE } from './signers';
export { TELEMETRY } from './telemetry';
export { WALLET } from './wallet';
export {
  contract,
  isJsonAnswer,
  json,
  HTML,
  NO_CONTENT,
  PDF,
  STORED_FILE,
  type AnswerOf,
  type BodyMethod,
  type BodyOf,
  type ContractAnswer,
  type ContractMethod,
  type JsonAnswer,
  type OtherAnswer,
  type RouteContract,
} from './contract';
export type { AnswerName, Answers } from './answers';

/** Every contract, one per route. */
export const CONTRACTS: readonly RouteContract[] = [
  ...Object.values(CLOSING),
  ...Object.values(JOURNEY),
  ...Object.values(PROFILE),
  ...Object.values(SIGNERS),
  ...Object.values(CHAT),
  ...Object.values(IDENTITY),
  ...Object.values(APPLICATION),
  ...Object.values(DOCUMENTS),
  ...Object.values(PIPELINE),
  ...Object.values(TELEMETRY),
  ...Object.values(OPTIMIZE),
  ...Object.values(HOURS),
  ...Object.values(WALLET),
  ...Object.values(CONDITIONS),
  ...Object.values(KRANG),
  ...Object.values(LEAD_PORTAL),
];
