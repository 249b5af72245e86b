// Table shapes for Kysely. Timestamps are ISO strings on both dialects so rows map to JSON unchanged.
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

export interface ApplicationsTable {
  uuid: string;
  borrower_uuid: string;
  org_code: string;
  stage: string;
  property_uuid: string | null;
  sale_status: string | null;
  /** JSON text: every Application field not held in a column (incomeSources included). */
  data: string;
  created_at: string;
  updated_at: string;
}

export interface FtSessionsTable {
  uuid: string;
  epoch: string;
  tracker_uuid: string;
  context: string;
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

export interface Database {
  identities: IdentitiesTable;
  addresses: AddressesTable;
  applications: ApplicationsTable;
  ft_sessions: FtSessionsTable;
  stage_history: StageHistoryTable;
}
