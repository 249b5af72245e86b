// Operating hours of the organisation's chat and phone teams (docs/API.md "Operating hours"). Public: the
// organisation comes from the x-org header (or the host).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEPARTMENTS, type Department } from '../organisations';
import { notFound } from '../http';
import { describe } from '../openapi';
import type { RouteDeps } from '../deps';
import { isOpenAt, weekOf } from './model';

const BASE = '/service-operating-hours/external/api/v1/hours';

export interface HoursOptions {
  /** The current time; tests pass a fixed one. */
  now?: () => Date;
}

const daySchema = {
  type: 'object',
  properties: {
    weekday: { type: 'string' },
    weekdayValue: { type: 'integer', minimum: 1, maximum: 7 },
    startTime: { type: 'string', nullable: true },
    endTime: { type: 'string', nullable: true },
    isOpen: { type: 'boolean' },
  },
  required: ['weekday', 'weekdayValue', 'startTime', 'endTime', 'isOpen'],
} as const;

const weekSchema = {
  type: 'object',
  properties: {
    department: { type: 'string' },
    timeZone: { type: 'string' },
    weekdays: { type: 'array', items: daySchema },
  },
  required: ['department', 'timeZone', 'weekdays'],
} as const;

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

/** display=true lists all seven days for a footer or a week view; without it only the open days. */
function displayAll(request: FastifyRequest): boolean {
  const display = (request.query as { display?: unknown }).display;
  return display === true || display === 'true';
}

export async function hoursRoutes(app: FastifyInstance, _deps: RouteDeps, options: HoursOptions = {}): Promise<void> {
  const now = options.now ?? (() => new Date());

  const week = async (request: FastifyRequest) => {
    const dept = department(request);
    return {
      department: dept,
      timeZone: 'America/Los_Angeles',
      weekdays: weekOf(request.org.hours[dept], !displayAll(request)),
    };
  };
  const weekRoute = {
    schema: describe(
      'Operating hours',
      { params, querystring: query, response: { 200: weekSchema } },
      { errors: [400, 404] },
    ),
  };
  app.get(`${BASE}/:department`, weekRoute, (request) => week(request));
  app.get(`${BASE}/:department/week`, weekRoute, (request) => week(request));

  app.get(
    `${BASE}/:department/openStatus`,
    { schema: describe('Operating hours', { params, response: { 200: { type: 'boolean' } } }, { errors: [400, 404] }) },
    async (request) => isOpenAt(request.org.hours[department(request)], now()),
  );
}
