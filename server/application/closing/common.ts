// What every closing route shares: the membership hooks, the stage a step is open at, the vendor subject
// and the answer (the application as the borrower reads it).
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { BodyOf, JsonAnswer, RouteContract } from '../../../src/domain/contracts';
import type { Stage } from '../../../src/domain/stages';
import type { Application } from '../../../src/domain/types';
import type { Db } from '../../db';
import type { ApplicationsTable } from '../../db/schema';
import type { ServerConfig } from '../../config';
import { HttpError, StepNotOpen, notFound } from '../../http';
import type { VendorSubject } from '../../pipeline/vendors/subject';
import type { SandboxClock } from '../../sandbox/clock';
import { clockOffsetOf, type ApplicationClock } from '../../pipeline/clock';
import { VendorError } from '../../pipeline/vendors/subject';
import { lockedSubmission } from '../../security/applicationLock';
import type { IdempotencyOptions } from '../../security/idempotency';
import { requireApplicationMember } from '../../security/ownership';
import { bodyOf, describe } from '../../openapi';
import type { Pipeline } from '../../pipeline/engine';
import { applicationRow, findAddress, loadApplicationJson } from '../../applications/repository';
import { identityRow } from '../../identities/repository';

export { CLOSING_BASE as BASE } from '../../../src/domain/contracts';

const uuidParam = { type: 'string', description: 'the application uuid' } as const;

/**
 * The route's OpenAPI description (server/openapi/index.ts). With `contract` (src/domain/contracts), the body's
 * schema is generated from the contract's yup schema, and Fastify validates the body with that yup schema.
 */
export function doc(
  summary: string,
  errors: number[],
  options: {
    /** The OpenAPI tag: the journey's steps share this skeleton. */
    tag?: 'Closing' | 'Journey';
    multipart?: boolean;
    typeParam?: boolean;
    /** The route's contract: its body (validated by Fastify) and its answer. */
    contract?: RouteContract;
  } = {},
): FastifySchema {
  return describe(
    options.tag ?? 'Closing',
    {
      summary,
      params: {
        type: 'object',
        properties: options.typeParam
          ? { uuid: uuidParam, type: { type: 'string', description: 'the document type' } }
          : { uuid: uuidParam },
      },
      ...(options.multipart ? { consumes: ['multipart/form-data'] } : {}),
    } as FastifySchema,
    { secure: true, errors, ...(options.contract ? { contract: options.contract } : {}) },
  );
}

/** authenticate + membership before validation, so another user's uuid is a 404 before any 400. */
/** What the member and submission hooks need of the routes' dependencies (server/deps.ts). */
interface MemberDeps {
  db: Db;
  authenticate: preHandlerAsyncHookHandler;
}
type SubmitDeps = MemberDeps & { config: Pick<ServerConfig, 'encryptionKey'> };

export function memberHooks(deps: MemberDeps): {
  preValidation: preValidationAsyncHookHandler[];
} {
  return {
    preValidation: [
      deps.authenticate as unknown as preValidationAsyncHookHandler,
      requireApplicationMember(deps.db) as unknown as preValidationAsyncHookHandler,
    ],
  };
}

export interface SubmitHooks {
  preValidation: preValidationAsyncHookHandler[];
  preHandler: (preHandlerHookHandler | preHandlerAsyncHookHandler)[];
  onSend: onSendAsyncHookHandler[];
}

/**
 * For submissions: the member hooks, Idempotency-Key replay (server/security/idempotency.ts), then the
 * application's lease (server/security/applicationLock.ts), so the stage check and the write run one request
 * at a time on a freshly read row. A retry whose step was taken by a request that died before answering gets the
 * step's answer rebuilt: the application as it now stands (issue 19).
 */
export function submitHooks(deps: SubmitDeps): SubmitHooks {
  const replay = (request: FastifyRequest) => freshApplication(deps.db, memberApplication(request).uuid);
  return { ...memberHooks(deps), ...lockedSubmission(deps.db, deps.config.encryptionKey, { replay }) };
}

/**
 * For a submission whose save marks its Idempotency-Key applied in the same transaction (recordCreated): the
 * member hooks and the application's lease, as submitHooks; the retry of an attempt that died after that commit is
 * answered by `replay` (given what recordCreated kept) and the handler does not run again.
 */
export function submitOnceHooks(deps: SubmitDeps, replay: NonNullable<IdempotencyOptions['replay']>): SubmitHooks {
  return { ...memberHooks(deps), ...lockedSubmission(deps.db, deps.config.encryptionKey, { creates: true, replay }) };
}

/** The application's own clock (the sandbox runs it ahead through the waits it sat out): vendor due times use it. */
export function applicationClock(clock: SandboxClock, row: ApplicationsTable): ApplicationClock {
  return clock.forApplication(clockOffsetOf(row));
}

export function memberApplication(request: FastifyRequest): ApplicationsTable {
  if (!request.application) throw notFound();
  return request.application;
}

/** A step answers 409 when the application is not at one of its stages (e.g. signing before the bank). */
export function requireStage(row: ApplicationsTable, stages: readonly Stage[]): void {
  if (!(stages as readonly string[]).includes(row.stage)) {
    throw new StepNotOpen(`This step is not open: the application is at ${row.stage}`);
  }
}

export async function freshApplication(db: Db, uuid: string): Promise<Application> {
  return loadApplicationJson(db, await applicationRow(db, uuid));
}

export async function loadSubject(db: Db, row: ApplicationsTable): Promise<VendorSubject> {
  const borrower = await identityRow(db, row.borrower_uuid);
  const property = row.property_uuid ? await findAddress(db, row.property_uuid) : undefined;
  return {
    applicationUuid: row.uuid,
    firstName: borrower.first_name,
    lastName: borrower.last_name,
    dob: borrower.dob,
    property: property
      ? { street1: property.street1, city: property.city, state: property.state, zip: property.zip }
      : null,
  };
}

/** A vendor's refusal is the borrower's to fix (link again, answer again): 400 with its message. */
export async function vendorCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof VendorError) throw new HttpError(400, err.message);
    throw err;
  }
}

/** A step's contract: a body, and the application as the answer. */
export type StepContract = RouteContract<RouteContract['body'], JsonAnswer<'Application'>>;

/** A step of the application (the journey's or closing's): where it is open, its body's contract, and its work. */
export interface ApplicationStep<C extends StepContract> {
  contract: C;
  summary: string;
  /** The OpenAPI tag (Closing unless given). */
  tag?: 'Closing' | 'Journey';
  /** The stages the step is open at (for some steps, by what the body asks): anywhere else it answers 409. */
  stages: readonly Stage[] | ((input: BodyOf<C>) => readonly Stage[]);
  /** What it may answer besides the application (400 body, 401, 404 not the caller's, 409 not open). */
  errors?: number[];
  /**
   * The step's work once the caller, the stage and the body are checked. Returns the cause the pipeline moves on
   * with (`borrower:<what>` in the stage history), or null when the step saves without moving it.
   */
  act: (row: ApplicationsTable, input: BodyOf<C>, request: FastifyRequest) => Promise<string | null>;
}

/**
 * A step's route, the skeleton every journey and closing step shares: the member and submission hooks (`hooks`), its contract's
 * body (validated by Fastify), the stage check, its work, the pipeline moving on, and the application as it then
 * stands for the answer.
 */
export function applicationStep<C extends StepContract>(
  app: FastifyInstance,
  deps: { db: Db; pipeline: Pick<Pipeline, 'advance'> },
  hooks: SubmitHooks,
  step: ApplicationStep<C>,
): void {
  const errors = step.errors ?? [400, 401, 404, 409];
  app.post(
    step.contract.path,
    { ...hooks, schema: doc(step.summary, errors, { contract: step.contract, tag: step.tag }) },
    async (request): Promise<Application> => {
      const row = memberApplication(request);
      const input = bodyOf(request, step.contract);
      requireStage(row, typeof step.stages === 'function' ? step.stages(input) : step.stages);
      const cause = await step.act(row, input, request);
      if (cause) await deps.pipeline.advance(row.uuid, cause);
      return freshApplication(deps.db, row.uuid);
    },
  );
}

/** A link start's contract: what the vendor page is for, and its URL as the answer. */
export type LinkContract = RouteContract<RouteContract['body'], JsonAnswer<'Link'>>;

/**
 * A vendor link's start (payroll or bank income, a bank account): where it is open, and the vendor page's URL for
 * what the body asks. Nothing is saved: the page's callback completes the link (an applicationStep).
 */
export function vendorLinkStart<C extends LinkContract>(
  app: FastifyInstance,
  hooks: SubmitHooks,
  start: {
    contract: C;
    summary: string;
    stages: readonly Stage[];
    linkUrl: (row: ApplicationsTable, input: BodyOf<C>) => string;
  },
): void {
  app.post(
    start.contract.path,
    { ...hooks, schema: doc(start.summary, [400, 401, 404, 409], { contract: start.contract }) },
    async (request): Promise<{ linkUrl: string }> => {
      const row = memberApplication(request);
      requireStage(row, start.stages);
      return { linkUrl: start.linkUrl(row, bodyOf(request, start.contract)) };
    },
  );
}
