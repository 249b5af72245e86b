// The fake lender servers are held to the wire's contract (src/domain/contracts) both ways: a body the real
// server's validation refuses is answered 400 as it would be, and a fake's answer the real server could not give
// (its route's wire type says otherwise) is sent as written; both are recorded, so the test fails.
import { makeApplication } from '../../fixtures/application';
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
    const application = makeApplication();
    const { calls } = installRoutes({ [`POST ${SELECTION}`]: { data: application } });
    const res = await post({ term: 30, amount: 50000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(application);
    expect(calls).toEqual([`POST ${SELECTION}`]);
    expect(contractBreaches).toEqual([]);
  });

  it('answers 400 with the contract messages for a body it refuses, and records the breach', async () => {
    const route = jest.fn(() => ({ data: makeApplication() }));
    installRoutes({ [`POST ${SELECTION}`]: route });
    const res = await post({ amount: 'lots' });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: string[] };
    expect(errors).toEqual(expect.arrayContaining(['Choose a term', 'Enter an amount in dollars']));
    expect(route).not.toHaveBeenCalled();
    expect(contractBreaches).toEqual([expect.stringContaining(`POST ${SELECTION}: `)]);
  });

  it('records an answer the route’s wire type does not describe, and still sends it', async () => {
    installRoutes({ [`POST ${SELECTION}`]: { data: { ok: true } } });
    const res = await post({ term: 30, amount: 50000 });
    expect(await res.json()).toEqual({ ok: true });
    expect(contractBreaches).toEqual([
      expect.stringMatching(
        /answered off its contract: Application must have required property 'uuid';.*additional properties: ok/,
      ),
    ]);
  });

  it('holds a co-owner’s route to its own contract, not to the borrower’s route its path also matches', async () => {
    // …/heloc/signer/… is the co-owner's route (SignerSelf), as the server's router picks it over …/heloc/:uuid/….
    installRoutes({
      'POST /service-application/api/v1/application/heloc/signer/notary/session/accept': { data: makeApplication() },
    });
    await fetch('http://localhost/service-application/api/v1/application/heloc/signer/notary/session/accept', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionId: '3b2f8c1e-6d4a-4f7b-9e2c-5a1d0c9b8e7f', latitude: 40.7, longitude: -74 }),
    });
    expect(contractBreaches).toEqual([expect.stringContaining('SignerSelf must')]);
  });
});
