// The application's status as the flow polls it: its stored status with the stage column.
import type { AnswerOf, KRANG } from '../../src/domain/contracts';
import { statusOf } from '../applications/mapper';
import type { ApplicationsTable } from '../db/schema';

export function applicationStatus(row: ApplicationsTable): AnswerOf<typeof KRANG.status> {
  // The stage column is the source of truth, as in the application JSON.
  return {
    ...statusOf(row),
    stage: row.stage,
    applicationUuid: row.uuid,
    updatedAt: row.updated_at,
  };
}
