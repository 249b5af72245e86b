// In-code migrations, written with the schema builder and portable SQL so both dialects run the same list.
// One file per migration; the name decides the order, so new ones take the next number.
import type { Migration, MigrationProvider } from 'kysely';
import { initial } from './0001_initial';
import { services } from './0002_services';
import { pipeline } from './0003_pipeline';
import { closing } from './0004_closing';
import { documents } from './0005_documents';
import { telemetryQueries } from './0006_telemetry_queries';
import { webChat } from './0007_web_chat';
import { signers } from './0008_signers';
import { pipelineJobs } from './0009_pipeline_jobs';
import { hardening } from './0010_hardening';
import { operations } from './0011_operations';
import { mailDelivery } from './0013_mail_delivery';
import { givenDisclosures } from './0014_given_disclosures';
import { esignConsent } from './0016_esign_consent';
import { idempotencyApplied } from './0017_idempotency_applied';
import { loanNumbers } from './0018_loan_numbers';
import { changeNotices } from './0019_change_notices';
import { applicationColumns } from './0020_application_columns';
import { stageNotices } from './0021_stage_notices';
import { telemetrySessionDevice } from './0022_telemetry_session_device';
import { applicationsStageIndex } from './0023_applications_stage_index';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_services': services,
  '0003_pipeline': pipeline,
  '0004_closing': closing,
  '0005_documents': documents,
  '0006_telemetry_queries': telemetryQueries,
  '0007_web_chat': webChat,
  '0008_signers': signers,
  '0009_pipeline_jobs': pipelineJobs,
  '0010_hardening': hardening,
  '0011_operations': operations,
  '0013_mail_delivery': mailDelivery,
  '0014_given_disclosures': givenDisclosures,
  '0016_esign_consent': esignConsent,
  '0017_idempotency_applied': idempotencyApplied,
  '0018_loan_numbers': loanNumbers,
  '0019_change_notices': changeNotices,
  '0020_application_columns': applicationColumns,
  '0021_stage_notices': stageNotices,
  '0022_telemetry_session_device': telemetrySessionDevice,
  '0023_applications_stage_index': applicationsStageIndex,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
