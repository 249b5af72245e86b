// The wire's answers by name: the one source of the types the handlers return and the client reads. The JSON
// schemas the OpenAPI document publishes, and the server's tests hold every answer to, are generated from these
// types (`npm run contracts`: ./answerSchemas.json); a route's contract names its answer here (./contract.ts).
// Types only: nothing here reaches a bundle. One interface per feature (./wire), each answer name used once.
import type { ApplicationAnswers } from './wire/application';
import type { ChatAnswers } from './wire/chat';
import type { ClosingAnswers } from './wire/closing';
import type { ConditionsAnswers } from './wire/conditions';
import type { DocumentsAnswers } from './wire/documents';
import type { HoursAnswers } from './wire/hours';
import type { IdentityAnswers } from './wire/identity';
import type { JourneyAnswers } from './wire/journey';
import type { KrangAnswers } from './wire/krang';
import type { LeadPortalAnswers } from './wire/leadPortal';
import type { OptimizeAnswers } from './wire/optimize';
import type { PipelineAnswers } from './wire/pipeline';
import type { ProfileAnswers } from './wire/profile';
import type { SignersAnswers } from './wire/signers';
import type { TelemetryAnswers } from './wire/telemetry';
import type { WalletAnswers } from './wire/wallet';

export interface Answers
  extends
    ApplicationAnswers,
    ChatAnswers,
    ClosingAnswers,
    ConditionsAnswers,
    DocumentsAnswers,
    HoursAnswers,
    IdentityAnswers,
    JourneyAnswers,
    KrangAnswers,
    LeadPortalAnswers,
    OptimizeAnswers,
    PipelineAnswers,
    ProfileAnswers,
    SignersAnswers,
    TelemetryAnswers,
    WalletAnswers {}

export type AnswerName = keyof Answers & string;
