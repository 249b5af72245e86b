// Table shapes of the application record (Kysely): the application's row, its consents and its income sources.

export interface ApplicationsTable {
  uuid: string;
  borrower_uuid: string;
  org_code: string;
  stage: string;
  property_uuid: string | null;
  sale_status: string | null;
  created_at: string;
  updated_at: string;
  /**
   * How far this application's sandbox clock runs ahead of the wall clock (0 in real time). Optional because the
   * database fills it in (default 0); bigint, so PostgreSQL answers a string.
   */
  clock_offset_ms?: number | string;
  // The application's fields (0020; Application in src/domain/types.ts, mapped by server/applications/mapper.ts).
  // Flags are 0/1 integers on both dialects; the defaults make them optional on insert.
  term?: number;
  amount?: number;
  rate?: number;
  pay_type: string | null;
  has_hmda?: number;
  co_deed_status: string | null;
  requested_manual_notary_time: string | null;
  is_crypto?: number;
  loan_number: string | null;
  adjusted_home_amount: number | null;
  uw_calculated_draw_amount: number | null;
  additional_signer_version: string | null;
  is_broker?: number;
  full_story_link: string | null;
  asset_depletion_complete: number | null;
  insurance_complete: number | null;
  referrer_uuid: string | null;
  disburse_account_uuid: string | null;
  autopay_account_uuid: string | null;
  // Its status flags (ApplicationStatus): null is a flag not set.
  status_liens_complete: number | null;
  status_inquiry_attest_needed: number | null;
  status_inquiry_attest_complete: number | null;
  status_manual_paystub_upload: number | null;
  status_manual_paystub_tasks_complete: number | null;
  status_disclosurelist_summary_ready: number | null;
  status_disclosurelist_summary_complete: number | null;
  status_disclosurelist_closing_ready: number | null;
  status_disclosurelist_closing_complete: number | null;
  status_disclosurelist_notary_ready: number | null;
  status_disclosurelist_notary_complete: number | null;
  status_primary_participant_accept_complete: number | null;
  status_manual_deed_signing_complete: number | null;
  status_employment_verification_needed: number | null;
  status_property_complete: number | null;
  status_datatree_no_match: number | null;
  status_credit_frozen_with_pin: number | null;
  status_dti_decline: number | null;
  status_credit_score_decline: number | null;
  status_waiting_on_flood_cert: number | null;
  status_manual_notary: number | null;
  status_condition: number | null;
  status_credit_score_notice_ready: number | null;
  status_adverse_action_notice_ready: number | null;
  status_fmv_acknowledgment_ready: number | null;
  status_fmv_acknowledgment_signed: number | null;
  status_uw_decision: string | null;
  status_uw_sub_decision: string | null;
  status_giact_account_status: string | null;
  status_bpo: string | null;
  status_title: string | null;
  status_debt_payoff: string | null;
  status_texas_notice_provided_at: string | null;
  status_application_disclosures_provided_at: string | null;
  status_texas_application_at: string | null;
  status_attorney_review: string | null;
  status_notary_waiting_until: string | null;
  status_texas_earliest_closing_date: string | null;
}

/** The application's consents, in the order given (0020). */
export interface ApplicationConsentsTable {
  application_uuid: string;
  position: number;
  type: string;
  created_date: string | null;
  version: number | null;
  access_confirmed_at: string | null;
}

/** The borrower's income sources, in the order stated (0020). */
export interface IncomeSourcesTable {
  uuid: string;
  application_uuid: string;
  position: number;
  employment_type: string;
  annual_income: number;
}
