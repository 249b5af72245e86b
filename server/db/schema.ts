// Table shapes for Kysely. Timestamps are ISO strings on both dialects so rows map to JSON unchanged.
import type { ColumnType } from 'kysely';
import type { ApplicationConsentsTable, ApplicationsTable, IncomeSourcesTable } from './applicationTables';
import type { FtEventsTable, FtSessionsTable } from './telemetryTables';

export type { ApplicationConsentsTable, ApplicationsTable, IncomeSourcesTable } from './applicationTables';
export type { FtEventsTable, FtSessionsTable } from './telemetryTables';
export interface IdentitiesTable {
  uuid: string;
  org_code: string;
  email: string;
  password_hash: string;
  type: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
  dob: string | null;
  phone: string | null;
  ssn_encrypted: string | null;
  tracker_uuid: string | null;
  optimizely_profile_uuid: string | null;
  created_at: string;
  updated_at: string;
}

export interface AddressesTable {
  uuid: string;
  identity_uuid: string;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
  ownership: string | null;
  created_at: string;
}

/** A pending wake-up of the pipeline for one application (SQLite; PostgreSQL keeps them in pg-boss). */
export interface PipelineJobsTable {
  id: string;
  application_uuid: string;
  cause: string;
  run_at: string;
  clock_to: string | null;
  attempt: number;
  locked_by: string | null;
  locked_until: string | null;
  created_at: string;
}

export interface StageHistoryTable {
  uuid: string;
  application_uuid: string;
  at: string;
  from_stage: string | null;
  to_stage: string;
  cause: string;
}

/** An uploaded file; `content` is bytea (PostgreSQL) or blob (SQLite). */
export interface DocumentsTable {
  uuid: string;
  application_uuid: string;
  type: string;
  filename: string;
  mime: string;
  size: number;
  content: Buffer;
  uploaded_by: string | null;
  condition_uuid: string | null;
  created_at: string;
  /** The document's AES-256-GCM data key, wrapped by DATA_ENCRYPTION_KEY (0010); null for legacy plain bytes. */
  wrapped_key: string | null;
  /** Fingerprint of the master key that wrapped it (0010). */
  key_id: string | null;
  /** Its place in the application's list of documents (0020); null when kept but not listed. */
  list_position?: number | null;
}

/** An application disclosure as given (0014): its PDF, sealed like an uploaded document. */
export interface GivenDisclosuresTable {
  uuid: string;
  application_uuid: string;
  type: string;
  given_at: string;
  content: Buffer;
  wrapped_key: string | null;
  key_id: string | null;
}

/** A request's lease on an application (0010): "check the stage, then write" runs one at a time. */
export interface ApplicationLocksTable {
  application_uuid: string;
  holder: string;
  expires_at: string;
}

/** A signed-in session (0010): every token names one, and logout revokes it on every instance. */
export interface AuthSessionsTable {
  uuid: string;
  identity_uuid: string;
  org_code: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A disbursement or autopay account; the number only ever encrypted here (server/security/crypto.ts). */
export interface BankAccountsTable {
  uuid: string;
  application_uuid: string;
  /** LINK (bank link sandbox/vendor) or MANUAL (routing and account numbers typed in). */
  source: string;
  routing_number: string;
  account_encrypted: string;
  mask: string;
  account_type: string;
  check_status: string;
  created_at: string;
  /** The account number as shown, every digit but the last four starred (0020). */
  masked_number?: string | null;
}

/** One request to a closing vendor and its answer (income, ID, title, flood, BPO, notary, recording, funding). */
export interface VendorOrdersTable {
  uuid: string;
  application_uuid: string;
  vendor: string;
  status: string;
  /** JSON text: what was asked and answered. */
  detail: string;
  /** When the (sandbox) vendor's answer is due, on the sandbox clock; null when it does not wait. */
  ready_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The pre-qualification record of one application (server/pipeline/prequalService.ts). */
export interface PrequalRecordsTable {
  application_uuid: string;
  /** JSON text: vendor answers, liens, offers, valuation, submission. */
  detail: string;
  updated_at: string;
}

/** One Idempotency-Key per identity and the first answer to it (server/security/idempotency.ts). */
export interface IdempotencyKeysTable {
  identity_uuid: string;
  idem_key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  content_type: string | null;
  created_at: string;
  completed_at: string | null;
  /** Renewed while the claiming request runs (0010): a claim that stops being renewed was a dead process's. */
  alive_at: string | null;
  /** Set in the same transaction as the step's stage change (0017): its effect committed, so a retry replays. */
  applied_at: string | null;
  /** JSON: what the replayed answer needs besides the application (e.g. `{ document }`), or null. */
  applied_detail: string | null;
}

/** Who acknowledged a generated disclosure and when (the first time only). */
export interface DisclosureAcknowledgementsTable {
  uuid: string;
  application_uuid: string;
  type: string;
  identity_uuid: string;
  acknowledged_at: string;
}

/** A condition an underwriter (or the pipeline) puts on an application (shared-surfaces section 3). */
export interface ConditionsTable {
  uuid: string;
  application_uuid: string;
  category: string;
  created_at: string;
  notes: string | null;
  comments_to_borrower: string | null;
  /** 0/1 */
  request_documents: number;
  num_docs_required: number;
  action_needed: string | null;
  docs_received: number;
  resolved_at: string | null;
  /** The co-owner (heloc_signers.uuid) the request is made of (0008); null when it is the borrower's. */
  signer_uuid: string | null;
}

/** One feature flag of one organisation (server/optimize); seeded from the defaults, read on every request. */
export interface FeatureFlagsTable {
  org_code: string;
  key: string;
  /** 0/1 */
  enabled: number;
  /** JSON text: the flag's variables. */
  variables: string;
  updated_at: string;
}

export interface CeoFeedbackTable {
  uuid: string;
  identity_uuid: string;
  org_code: string;
  application_uuid: string | null;
  topic: string;
  message: string;
  /** 0/1 */
  marketing_consent: number;
  pathname: string | null;
  product_type: string;
  created_at: string;
}

export interface NotificationsTable {
  uuid: string;
  identity_uuid: string;
  wallet_address: string;
  title: string;
  description: string;
  /** UNREAD or READ */
  status: string;
  /** JSON text: [{ title, redirectPath }] */
  ctas: string;
  created_at: string;
}

export interface LoanOriginatorsTable {
  uuid: string;
  org_code: string;
  originator_name: string;
  broker_name: string;
  avatar_uri: string;
  email: string;
  phone_number: string;
  nmls: string;
}

/** A web chat with an agent or the chatbot (0007). */
export interface ChatConversationsTable {
  uuid: string;
  org_code: string;
  kind: string;
  provider: string;
  state: string;
  identity_uuid: string | null;
  application_uuid: string | null;
  friendly_name: string;
  email_address: string | null;
  skill: string;
  tag: string | null;
  page_url: string | null;
  loan_number: string | null;
  omni_proxy_channel_id: string;
  contact_id: string;
  target_agent_uuid: string | null;
  agent_uuid: string | null;
  agent_name: string | null;
  next_seq: number;
  last_seen_at: string | null;
  created_at: string;
  accepted_at: string | null;
  ended_at: string | null;
  expires_at: string;
  /** The borrower's session that started it (0010); the chat ends with it. Null for a visitor's chat. */
  session_uuid: string | null;
}

export interface ChatMessagesTable {
  uuid: string;
  conversation_uuid: string;
  seq: number;
  client_id: string | null;
  sender_type: string;
  sender_uuid: string | null;
  sender_name: string;
  body: string;
  /** JSON text */
  attachments: string;
  response: string | null;
  handover: number | null;
  created_at: string;
}

export interface ChatAttachmentsTable {
  uuid: string;
  conversation_uuid: string;
  sender_type: string;
  filename: string;
  mime: string;
  size: number;
  content: Buffer;
  created_at: string;
  /** Encrypted like documents (0010): the wrapped data key, null for legacy plain bytes. */
  wrapped_key: string | null;
  key_id: string | null;
}

export interface ChatFeedbackTable {
  uuid: string;
  conversation_uuid: string;
  question_uuid: string;
  rating: string;
  reason: string | null;
  feedback_message: string | null;
  response_to_customer: string | null;
  sender_email: string | null;
  sender_type: string;
  identity_uuid: string | null;
  created_at: string;
}

export interface ChatSurveyResponsesTable {
  contact_id: string;
  conversation_uuid: string;
  rating: number;
  comment: string | null;
  created_at: string;
}

export interface ChatNoncesTable {
  nonce: string;
  identity_uuid: string;
  org_code: string;
  expires_at: string;
  created_at: string;
  /** The session the nonce was issued to (0010). */
  session_uuid: string | null;
}

export interface OperatingHoursOverridesTable {
  org_code: string;
  department: string;
  /** 1 open, 0 closed */
  open: number;
  updated_by: string;
  updated_at: string;
}

/** A co-owner on title who signs the deed (0008; server/signers). */
export interface HelocSignersTable {
  uuid: string;
  application_uuid: string;
  org_code: string;
  first_name: string;
  last_name: string;
  email: string;
  /** The order the borrower named them in. */
  position: number;
  identity_uuid: string | null;
  /** E-SIGN: the requirements version the co-owner consented under, and when (0016; null before acceptance). */
  esign_version: number | null;
  esign_consented_at: string | null;
  /** SHA-256 hex of the invitation token; a re-send replaces it. */
  invitation_token_hash: string;
  invited_at: string;
  last_sent_at: string;
  send_count: number;
  accepted_at: string | null;
  /** SignerIdentityStatus (src/domain/signers.ts) */
  identity_status: string;
  id_type: string | null;
  id_document_uuid: string | null;
  /** The verifier's answer, applied once id_ready_at has passed on the sandbox clock. */
  id_result: string | null;
  id_reason: string | null;
  id_ready_at: string | null;
  /** JSON text: the co-owner's eNotary session. */
  enotary: string | null;
  deed_signed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The sandbox's mail: nothing is sent, GET /sandbox/outbox shows it (0008). */
export interface OutboxMessagesTable {
  uuid: string;
  org_code: string;
  application_uuid: string;
  to_email: string;
  subject: string;
  body: string;
  action_url: string | null;
  created_at: string;
  /** INVITATION (a co-owner's) or NOTICE (to the borrower: a stage they must act on). */
  kind: ColumnType<OutboxKind, OutboxKind | undefined, OutboxKind>;
  /** When the SMTP server took it (null: not sent, or no SMTP_URL: the sandbox outbox only). */
  sent_at: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  /** A sender holds the message until then (so two processes never send it twice at once). */
  claimed_until: string | null;
}

export type OutboxKind = 'INVITATION' | 'NOTICE';

/**
 * A stage change the borrower has been told of (server/wallet): one notice per change, whoever writes it (0021).
 * The key is the change: its application, the stage it entered and its `stage_history.at`.
 */
export interface StageNoticesTable {
  application_uuid: string;
  stage: string;
  changed_at: string;
  /** The notification written for it (null: a change from before 0021, taken as told). */
  notification_uuid: string | null;
  noticed_at: string;
}

/** One loan number per application, assigned at closing (server/applications/loanNumber.ts). */
export interface LoanNumbersTable {
  loan_number: string;
  application_uuid: string;
  assigned_at: string;
}

export interface Database {
  identities: IdentitiesTable;
  addresses: AddressesTable;
  applications: ApplicationsTable;
  ft_sessions: FtSessionsTable;
  stage_history: StageHistoryTable;
  documents: DocumentsTable;
  application_locks: ApplicationLocksTable;
  auth_sessions: AuthSessionsTable;
  bank_accounts: BankAccountsTable;
  vendor_orders: VendorOrdersTable;
  disclosure_acknowledgements: DisclosureAcknowledgementsTable;
  given_disclosures: GivenDisclosuresTable;
  prequal_records: PrequalRecordsTable;
  idempotency_keys: IdempotencyKeysTable;
  conditions: ConditionsTable;
  feature_flags: FeatureFlagsTable;
  ceo_feedback: CeoFeedbackTable;
  notifications: NotificationsTable;
  loan_originators: LoanOriginatorsTable;
  ft_events: FtEventsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_attachments: ChatAttachmentsTable;
  chat_feedback: ChatFeedbackTable;
  chat_survey_responses: ChatSurveyResponsesTable;
  chat_nonces: ChatNoncesTable;
  operating_hours_overrides: OperatingHoursOverridesTable;
  heloc_signers: HelocSignersTable;
  application_consents: ApplicationConsentsTable;
  income_sources: IncomeSourcesTable;
  outbox_messages: OutboxMessagesTable;
  pipeline_jobs: PipelineJobsTable;
  loan_numbers: LoanNumbersTable;
  stage_notices: StageNoticesTable;
}
