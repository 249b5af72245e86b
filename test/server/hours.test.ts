// Operating hours: the week of a department and whether it is open now, in Pacific time.
import { isOpenAt, weekOf } from '../../server/hours/model';
import { findOrganisation } from '../../server/organisations';
import { dialects, makeTestApp, type TestApp } from './helpers';

const BASE = '/service-operating-hours/external/api/v1/hours';

describe('opening hours maths', () => {
  const hours = { weekday: { start: '06:00', end: '18:00' }, weekend: { start: '08:00', end: '17:00' } };

  it.each([
    ['2026-11-23T13:59:00Z', false], // Monday 05:59 PST
    ['2026-11-23T14:00:00Z', true], // Monday 06:00 PST
    ['2026-11-24T01:59:00Z', true], // Monday 17:59 PST
    ['2026-11-24T02:00:00Z', false], // Monday 18:00 PST
    ['2026-11-28T15:59:00Z', false], // Saturday 07:59 PST
    ['2026-11-28T16:00:00Z', true], // Saturday 08:00 PST
    ['2026-07-06T13:30:00Z', true], // Monday 06:30 PDT (summer time)
    ['2026-07-06T12:30:00Z', false], // Monday 05:30 PDT
  ])('at %s open is %s', (iso, open) => {
    expect(isOpenAt(hours, new Date(iso))).toBe(open);
  });

  it('is closed all day when the window is null', () => {
    expect(isOpenAt({ ...hours, weekend: null }, new Date('2026-11-28T20:00:00Z'))).toBe(false);
  });

  it('lists Monday to Sunday with the weekend window on 6 and 7', () => {
    const week = weekOf(hours);
    expect(week.map((d) => d.weekdayValue)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[0]).toEqual({ weekday: 'MONDAY', weekdayValue: 1, startTime: '06:00', endTime: '18:00', isOpen: true });
    expect(week[6]).toEqual({ weekday: 'SUNDAY', weekdayValue: 7, startTime: '08:00', endTime: '17:00', isOpen: true });
    expect(weekOf({ ...hours, weekend: null }, true).map((d) => d.weekdayValue)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe.each(dialects)('operating hours routes (%s)', (dialect) => {
  let t: TestApp;
  let now = new Date('2026-11-23T18:00:00Z'); // Monday 10:00 in Los Angeles
  beforeAll(async () => {
    t = await makeTestApp(dialect, { now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers OPS_PHONE hours for the footer, all seven days', async () => {
    const res = await t.app.inject({ url: `${BASE}/OPS_PHONE?display=true`, headers: { 'x-org': 'HEARTH' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.department).toBe('OPS_PHONE');
    expect(body.timeZone).toBe('America/Los_Angeles');
    expect(body.weekdays).toHaveLength(7);
    const seed = findOrganisation('HEARTH')!.hours.OPS_PHONE;
    expect(body.weekdays[0]).toMatchObject({
      weekdayValue: 1,
      startTime: seed.weekday!.start,
      endTime: seed.weekday!.end,
    });
    expect(body.weekdays[5]).toMatchObject({ weekdayValue: 6, startTime: seed.weekend!.start, isOpen: true });
  });

  it('follows the x-org organisation: the credit union is closed at weekends', async () => {
    const display = await t.app.inject({
      url: `${BASE}/OPS_CHAT/week?display=true`,
      headers: { 'x-org': 'PINECREST_CU' },
    });
    expect(display.json().weekdays[6]).toEqual({
      weekday: 'SUNDAY',
      weekdayValue: 7,
      startTime: null,
      endTime: null,
      isOpen: false,
    });
    const open = await t.app.inject({ url: `${BASE}/OPS_CHAT`, headers: { 'x-org': 'PINECREST_CU' } });
    expect(open.json().weekdays.map((d: { weekdayValue: number }) => d.weekdayValue)).toEqual([1, 2, 3, 4, 5]);
  });

  it('computes openStatus now, on the injected clock', async () => {
    now = new Date('2026-11-23T18:00:00Z');
    const open = await t.app.inject({ url: `${BASE}/OPS_CHAT/openStatus`, headers: { 'x-org': 'HEARTH' } });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toBe(true);
    now = new Date('2026-11-24T05:00:00Z'); // Monday 21:00 in Los Angeles
    const closed = await t.app.inject({ url: `${BASE}/OPS_CHAT/openStatus`, headers: { 'x-org': 'HEARTH' } });
    expect(closed.json()).toBe(false);
    now = new Date('2026-11-28T20:00:00Z'); // Saturday noon: Hearth open, the credit union not
    expect((await t.app.inject({ url: `${BASE}/OPS_CHAT/openStatus`, headers: { 'x-org': 'HEARTH' } })).json()).toBe(
      true,
    );
    const cu = await t.app.inject({ url: `${BASE}/OPS_CHAT/openStatus`, headers: { 'x-org': 'PINECREST_CU' } });
    expect(cu.json()).toBe(false);
  });

  it('answers 404 for an unknown department and 400 for an unknown organisation', async () => {
    const dept = await t.app.inject({ url: `${BASE}/OPS_FAX` });
    expect(dept.statusCode).toBe(404);
    const org = await t.app.inject({ url: `${BASE}/OPS_PHONE`, headers: { 'x-org': 'NOPE' } });
    expect(org.statusCode).toBe(400);
    expect(org.json().message).toBe('Unknown organisation');
  });
});
