// The server's clock from the answers' Date headers (src/api/serverClock.ts), and the API client noting it: the
// answers come from the msw server of test/components/support (this file runs in the msw Jest project).
import { api } from '../../../src/api/client';
import { CLOCK_NOISE_MS, noteServerDate, serverClockOffset, serverNow } from '../../../src/api/serverClock';
import { installRoutes } from '../../components/support/mswServer';
import { makeProfile } from '../../fixtures/application';

const T0 = Date.parse('2030-03-04T10:00:00Z');
const MINUTE = 60_000;

afterEach(() => {
  noteServerDate(new Date(Date.now()).toUTCString());
  jest.restoreAllMocks();
});

describe('the server clock', () => {
  it('adds the server’s lead (or lag) to the local clock, to within the header’s second', () => {
    noteServerDate(new Date(T0 + 7 * MINUTE).toUTCString(), T0);
    expect(serverClockOffset()).toBe(7 * MINUTE + 500);
    jest.spyOn(Date, 'now').mockReturnValue(T0 + 1000);
    expect(serverNow()).toBe(T0 + 1000 + 7 * MINUTE + 500);

    noteServerDate(new Date(T0 - 3 * MINUTE).toUTCString(), T0);
    expect(serverClockOffset()).toBe(-3 * MINUTE + 500);
  });

  it('takes a difference smaller than the header can tell as none', () => {
    noteServerDate(new Date(T0 + CLOCK_NOISE_MS - 600).toUTCString(), T0);
    expect(serverClockOffset()).toBe(0);
    noteServerDate(new Date(T0 - 1000).toUTCString(), T0);
    expect(serverClockOffset()).toBe(0);
  });

  it('keeps what it knew when the header is missing or not a date', () => {
    noteServerDate(new Date(T0 + 5 * MINUTE).toUTCString(), T0);
    for (const header of [undefined, null, '', 'not a date', 42]) noteServerDate(header, T0);
    expect(serverClockOffset()).toBe(5 * MINUTE + 500);
  });

  it('is told by every answer of the API client, a refused one too', async () => {
    const ahead = (ms: number) => ({ date: new Date(Date.now() + ms).toUTCString() });
    // Two of the lender server's routes: one answers, the other refuses.
    const OK = '/service-profile/api/v1/profile';
    const REFUSED = '/service-application/api/v1/application/heloc/all';
    const { calls } = installRoutes({
      [`GET ${OK}`]: { data: makeProfile(), headers: ahead(10 * MINUTE) },
      [`GET ${REFUSED}`]: { status: 422, data: { errors: ['no'] }, headers: ahead(-4 * MINUTE) },
    });
    await api().get(OK);
    expect(Math.abs(serverClockOffset() - 10 * MINUTE)).toBeLessThan(CLOCK_NOISE_MS);
    await expect(api().get(REFUSED)).rejects.toMatchObject({ status: 422 });
    expect(Math.abs(serverClockOffset() + 4 * MINUTE)).toBeLessThan(CLOCK_NOISE_MS);
    expect(calls).toEqual([`GET ${OK}`, `GET ${REFUSED}`]);
  });
});
