// What a stage handler answers, built small: a patch of the application's status flags, a move to another stage,
// a look again later.
import type { Stage } from '../../../src/domain/stages';
import type { ApplicationStatus } from '../../../src/domain/types';
import type { StoredFields } from '../../applications/mapper';
import type { StageRecheck, StageStep } from '../types';

export function withStatus(patch: Partial<ApplicationStatus>): (data: StoredFields) => StoredFields {
  return (data) => ({ ...data, status: { ...data.status, ...patch } });
}

export function step(to: Stage, cause: string, patch?: Partial<ApplicationStatus>): StageStep {
  return patch ? { to, cause, update: withStatus(patch) } : { to, cause };
}

export function recheck(ms: number, patch?: Partial<ApplicationStatus>): StageRecheck {
  return patch ? { recheckInMs: Math.max(1, ms), update: withStatus(patch) } : { recheckInMs: Math.max(1, ms) };
}
