// The fake lender servers hold the app's bodies to the wire's contract (src/domain/contracts): a body the real
// server's validation refuses is answered 400 as it would be, and recorded so the test that sent it fails.
import { contractBreaches, installRoutes } from './mswServer';

const SELECTION = '/service-application/api/v1/application/heloc/7f3c9a52-2f1e-4b8a-9c61-0d5e8b7a1c24/offers/selection';

const post = (body: unknown) =>
  fetch(`http://localhost${SELECTION}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('fake servers and the contract', () => {
  afterEach(() => {
    // This file sends refused bodies on purpose: its breaches are its subject, not a failure of the next check.
    contractBreaches.splice(0);
  });

  it('answers a body the contract accepts with the test route', async () => {
    const { calls } = installRoutes({ [`POST ${SELECTION}`]: { data: { ok: true } } });
    const res = await post({ term: 30, amount: 50000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(calls).toEqual([`POST ${SELECTION}`]);
    expect(contractBreaches).toEqual([]);
  });

  it('answers 400 with the contract messages for a body it refuses, and records the breach', async () => {
    const route = jest.fn(() => ({ data: { ok: true } }));
    installRoutes({ [`POST ${SELECTION}`]: route });
    const res = await post({ amount: 'lots' });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: string[] };
    expect(errors).toEqual(expect.arrayContaining(['Choose a term', 'Enter an amount in dollars']));
    expect(route).not.toHaveBeenCalled();
    expect(contractBreaches).toEqual([expect.stringContaining(`POST ${SELECTION}: `)]);
  });
});
