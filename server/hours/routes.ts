// Operating hours of the organisation's chat and phone teams (docs/API.md "Operating hours"). Public: the
// organisation comes from the x-org header (or the host).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEPARTMENTS, type Department } from '../organisations';
import { notFound } from '../http';
import { bodyOf, describe } from '../openapi';
import { HOURS, type AnswerOf } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { requireOperator } from '../security/operator';
import { weekOf } from './model';
import { changeOverride, isDepartmentOpen, overrideStatus } from './override';

const BASE = '/service-operating-hours/external/api/v1/hours';

export interface HoursOptions {
  /** The current time; tests pass a fixed one. */
  now?: () => Date;
}

const params = {
  type: 'object',
  properties: { department: { type: 'string', enum: [...DEPARTMENTS] } },
  required: ['department'],
} as const;
const query = { type: 'object', properties: { display: { type: 'boolean' } } } as const;

function department(request: FastifyRequest): Department {
  const value = (request.params as { department?: string }).department?.toUpperCase();
  if (!DEPARTMENTS.includes(value as Department)) throw notFound();
  return value as Department;
}

async function knownDepartment(request: FastifyRequest): Promise<void> {
  department(request);
}

/** display=true lists all seven days for a footer or a week view; without it only the open days. */
function displayAll(request: FastifyRequest): boolean {
  const display = (request.query as { display?: unknown }).display;
  return display === true || display === 'true';
}

export async function hoursRoutes(app: FastifyInstance, deps: RouteDeps, options: HoursOptions = {}): Promise<void> {
  const { db, authenticate } = deps;
  const now = options.now ?? (() => new Date());

  const week = async (request: FastifyRequest): Promise<AnswerOf<typeof HOURS.week>> => {
    const dept = department(request);
    return {
      department: dept,
      timeZone: 'America/Los_Angeles',
      weekdays: weekOf(request.org.hours[dept], !displayAll(request)),
    };
  };
  const weekRoute = (contract: typeof HOURS.hours | typeof HOURS.week) => ({
    schema: describe('Operating hours', { params, querystring: query }, { errors: [400, 404], contract }),
  });
  app.get(`${BASE}/:department`, weekRoute(HOURS.hours), (request) => week(request));
  app.get(`${BASE}/:department/week`, weekRoute(HOURS.week), (request) => week(request));

  app.get(
    `${BASE}/:department/openStatus`,
    { schema: describe('Operating hours', { params }, { errors: [400, 404], contract: HOURS.openStatus }) },
    async (request): Promise<AnswerOf<typeof HOURS.openStatus>> =>
      isDepartmentOpen(db, request.org, department(request), now()),
  );

  // Operators (docs/API.md "Operating hours: operators") open or close a department outside its schedule.
  const operatorBase = '/service-operating-hours/operator/api/v1/hours/:department/override';
  const overrideAnswer = async (request: FastifyRequest): Promise<AnswerOf<typeof HOURS.overrideStatus>> =>
    overrideStatus(db, request.org, department(request), now);
  app.get(
    operatorBase,
    {
      preValidation: authenticate,
      preHandler: requireOperator(db),
      schema: describe(
        'Operating hours',
        {
          summary: "A department's override and open status (operators only)",
          params,
        },
        { secure: true, errors: [401, 403, 404], contract: HOURS.overrideStatus },
      ),
    },
    overrideAnswer,
  );
  app.put(
    operatorBase,
    {
      // Signed in (401), an operator (403) and a known department (404) before the body is validated.
      preValidation: [authenticate, requireOperator(db), knownDepartment],
      schema: describe(
        'Operating hours',
        {
          summary: 'Opens or closes a department whatever its schedule, or clears the override (operators only)',
          params,
        },
        { secure: true, errors: [400, 401, 403, 404], contract: HOURS.override },
      ),
    },
    async (request): Promise<AnswerOf<typeof HOURS.override>> => {
      const dept = department(request);
      const input = bodyOf(request, HOURS.override);
      return changeOverride(db, request.org, dept, input.override ?? null, request.identityUuid, now);
    },
  );
}
