// The eNotary session's rules are one piece for the borrower and the co-owners (server/notary/sessionService.ts,
// each party's session kept in its own place: the application's `enotary` order, the co-owner's record). One table
// of rules, run through each party's routes: an unknown or replaced session, signing before the questions are
// answered, answers after the session ended, a confirmed session answered again, a session signed already, and the
// retry of an attempt whose answer was lost.
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { application, atIncomeVerification, BASE, type Borrower, ok, stage, throughNoteSigning } from './closingDriver';
import { REPLAYED_HEADER } from '../../server/security/idempotency';
import { bearer, dialects, leaveClaimAsCrashed, makeTestApp, type TestApp } from './helpers';
import {
  acceptInvitation,
  coOwner,
  nameCoOwners,
  rightAnswers,
  self,
  SIGNER_BASE,
  verifySignerId,
} from './signerDriver';

type Step = 'notary/session' | 'notary/session/answers' | 'notary/session/accept';

/** A party at the point where it signs the deed in an eNotary session. */
interface AtSigning {
  post(step: Step, payload?: Record<string, unknown>, key?: string): Promise<LightMyRequestResponse>;
  identityUuid: string;
  right: Record<string, string>;
  /** The session as kept (null: none started). */
  kept(): Promise<{ sessionId: string; status: string; attempts: number } | null>;
}

interface Party {
  name: string;
  atSigning(t: TestApp): Promise<AtSigning>;
  /** What signing a session signed already answers. */
  signedAgain: { status: number; message?: string };
}

const WRONG = { street: '1 Nowhere Lane', city: 'None of these' };
const WHERE = { latitude: 39.7, longitude: -105 };

function keyedPost(t: TestApp, url: string, jwt: string) {
  return (step: Step, payload?: Record<string, unknown>, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${url}/${step}`,
      headers: bearer(jwt, key ? { 'idempotency-key': key } : {}),
      ...(payload ? { payload } : {}),
    });
}

/** The borrower signs the note; the application waits at `until` (DEED_SIGNING, or CO_DEED_REQUIRED with co-owners). */
async function borrowerSignsNote(b: Borrower, until: string): Promise<void> {
  await throughNoteSigning(b, 'MANUAL');
  expect(await stage(b)).toBe(until);
}

const borrower: Party = {
  name: 'the borrower (an enotary order)',
  signedAgain: { status: 409, message: 'Answer the identity questions first' },
  async atSigning(t) {
    const b = await atIncomeVerification(t.app);
    await borrowerSignsNote(b, 'DEED_SIGNING');
    const { property } = await application(b);
    return {
      post: keyedPost(t, `${BASE}/${b.applicationUuid}`, b.jwt),
      identityUuid: b.identityUuid,
      right: rightAnswers(property!),
      async kept() {
        const order = await t.app.db
          .selectFrom('vendor_orders')
          .selectAll()
          .where('application_uuid', '=', b.applicationUuid)
          .where('vendor', '=', 'enotary')
          .orderBy('created_at', 'desc')
          .orderBy('uuid', 'desc')
          .executeTakeFirst();
        if (!order) return null;
        const detail = JSON.parse(order.detail) as { sessionId: string; attempts: number };
        return { sessionId: detail.sessionId, status: order.status, attempts: detail.attempts };
      },
    };
  },
};

const coOwnerParty: Party = {
  name: "a co-owner (their signer's record)",
  signedAgain: { status: 200 },
  async atSigning(t) {
    const b = await atIncomeVerification(t.app);
    const owner = coOwner();
    await nameCoOwners(b, [owner]);
    const s = await acceptInvitation(t.app, owner.email);
    expect((await verifySignerId(s)).identity.status).toBe('VERIFIED');
    await borrowerSignsNote(b, 'CO_DEED_REQUIRED');
    const { property } = await self(s);
    const row = () =>
      t.app.db.selectFrom('heloc_signers').selectAll().where('email', '=', owner.email).executeTakeFirstOrThrow();
    return {
      post: keyedPost(t, SIGNER_BASE, s.jwt),
      identityUuid: (await row()).identity_uuid!,
      right: rightAnswers(property!),
      async kept() {
        const { enotary } = await row();
        if (!enotary) return null;
        const { sessionId, status, attempts } = JSON.parse(enotary) as {
          sessionId: string;
          status: string;
          attempts: number;
        };
        return { sessionId, status, attempts };
      },
    };
  },
};

function expectRefused(res: LightMyRequestResponse, status: number, message: string): void {
  expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
}

describe.each(dialects)('the eNotary session, one set of rules (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await t.app.pipeline.idle();
  });

  describe.each([borrower, coOwnerParty])('for $name', (party) => {
    it('an unknown session is a 400 on answers and on signing; only the latest session is known', async () => {
      const p = await party.atSigning(t);
      const stranger = randomUUID();
      // No session yet.
      expectRefused(
        await p.post('notary/session/answers', { sessionId: stranger, answers: p.right }),
        400,
        'sessionId: Unknown session',
      );
      expectRefused(
        await p.post('notary/session/accept', { sessionId: stranger, ...WHERE }),
        400,
        'sessionId: Unknown session',
      );
      expect(await p.kept()).toBeNull();
      // A session started: another id is still unknown, and counts nothing.
      const first = ok<{ sessionId: string }>(await p.post('notary/session'));
      expectRefused(
        await p.post('notary/session/answers', { sessionId: stranger, answers: WRONG }),
        400,
        'sessionId: Unknown session',
      );
      expect(await p.kept()).toEqual({ sessionId: first.sessionId, status: 'STARTED', attempts: 0 });
      // A new session replaces it: the first is unknown from then on.
      const second = ok<{ sessionId: string }>(await p.post('notary/session'));
      expect(second.sessionId).not.toBe(first.sessionId);
      expectRefused(
        await p.post('notary/session/answers', { sessionId: first.sessionId, answers: p.right }),
        400,
        'sessionId: Unknown session',
      );
      expect(ok(await p.post('notary/session/answers', { sessionId: second.sessionId, answers: p.right }))).toEqual({
        passed: true,
      });
    });

    it('signing before the questions are answered right is a 409, and signs nothing', async () => {
      const p = await party.atSigning(t);
      const { sessionId } = ok<{ sessionId: string }>(await p.post('notary/session'));
      expectRefused(
        await p.post('notary/session/accept', { sessionId, ...WHERE }),
        409,
        'Answer the identity questions first',
      );
      expectRefused(
        await p.post('notary/session/answers', { sessionId, answers: WRONG }),
        400,
        'Those answers do not match our records',
      );
      expectRefused(
        await p.post('notary/session/accept', { sessionId, ...WHERE }),
        409,
        'Answer the identity questions first',
      );
      expect(await p.kept()).toEqual({ sessionId, status: 'STARTED', attempts: 1 });
    });

    it('wrong answers sent at once are each counted: the third of three ends the session', async () => {
      const p = await party.atSigning(t);
      const { sessionId } = ok<{ sessionId: string }>(await p.post('notary/session'));
      const answers = await Promise.all(
        [1, 2, 3].map(() => p.post('notary/session/answers', { sessionId, answers: WRONG })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400]);
      expect(answers.map((a) => a.json().message).sort()).toEqual([
        'Those answers do not match our records',
        'Those answers do not match our records',
        'Too many wrong answers: start a new session',
      ]);
      expect(await p.kept()).toEqual({ sessionId, status: 'FAILED', attempts: 3 });
    });

    it('the third wrong answer ends the session: answers and signing are refused until a new one', async () => {
      const p = await party.atSigning(t);
      const { sessionId } = ok<{ sessionId: string }>(await p.post('notary/session'));
      for (const message of [
        'Those answers do not match our records',
        'Those answers do not match our records',
        'Too many wrong answers: start a new session',
      ]) {
        expectRefused(await p.post('notary/session/answers', { sessionId, answers: WRONG }), 400, message);
      }
      expect(await p.kept()).toEqual({ sessionId, status: 'FAILED', attempts: 3 });
      // Even the right answers: the session has ended, and nothing more is counted.
      expectRefused(
        await p.post('notary/session/answers', { sessionId, answers: p.right }),
        409,
        'This session has ended: start a new one',
      );
      expectRefused(
        await p.post('notary/session/accept', { sessionId, ...WHERE }),
        409,
        'Answer the identity questions first',
      );
      expect(await p.kept()).toEqual({ sessionId, status: 'FAILED', attempts: 3 });
      // A new session starts over.
      const fresh = ok<{ sessionId: string }>(await p.post('notary/session'));
      expect(await p.kept()).toEqual({ sessionId: fresh.sessionId, status: 'STARTED', attempts: 0 });
      const answers = { sessionId: fresh.sessionId, answers: p.right };
      expect(ok(await p.post('notary/session/answers', answers))).toEqual({ passed: true });
    });

    it('a confirmed session answers { passed: true } again, whatever the answers, and counts nothing', async () => {
      const p = await party.atSigning(t);
      const { sessionId } = ok<{ sessionId: string }>(await p.post('notary/session'));
      expect(ok(await p.post('notary/session/answers', { sessionId, answers: p.right }))).toEqual({ passed: true });
      expect(ok(await p.post('notary/session/answers', { sessionId, answers: WRONG }))).toEqual({ passed: true });
      expect(await p.kept()).toEqual({ sessionId, status: 'IDENTITY_CONFIRMED', attempts: 0 });
    });

    it("a session signed already: answers end there, and signing again gives the party's own answer", async () => {
      const p = await party.atSigning(t);
      const { sessionId } = ok<{ sessionId: string }>(await p.post('notary/session'));
      ok(await p.post('notary/session/answers', { sessionId, answers: p.right }));
      // The stage change the signature calls for is held back, so the borrower's step stays open.
      const advance = jest.spyOn(t.app.pipeline, 'advance').mockResolvedValueOnce('DEED_SIGNING');
      try {
        expect((await p.post('notary/session/accept', { sessionId, ...WHERE })).statusCode).toBe(200);
      } finally {
        advance.mockRestore();
      }
      expect(await p.kept()).toEqual({ sessionId, status: 'SIGNED', attempts: 0 });
      expectRefused(
        await p.post('notary/session/answers', { sessionId, answers: p.right }),
        409,
        'This session has ended: start a new one',
      );
      const again = await p.post('notary/session/accept', { sessionId, ...WHERE });
      expect({ status: again.statusCode, message: again.json().message }).toEqual(party.signedAgain);
      expect(await p.kept()).toEqual({ sessionId, status: 'SIGNED', attempts: 0 });
    });

    it('the retry of an attempt whose answer was lost answers as it did, without acting again', async () => {
      const p = await party.atSigning(t);
      const crashed = async (key: string) =>
        expect(await leaveClaimAsCrashed(t.app, p.identityUuid, key)).not.toBeNull();
      const started = await p.post('notary/session', undefined, 'start');
      const { sessionId } = ok<{ sessionId: string }>(started);
      await crashed('start');
      const restarted = await p.post('notary/session', undefined, 'start');
      expect([restarted.statusCode, restarted.headers[REPLAYED_HEADER], restarted.json()]).toEqual([
        200,
        'true',
        started.json(),
      ]);
      expect(await p.kept()).toEqual({ sessionId, status: 'STARTED', attempts: 0 });

      // Each wrong try under its own key; the retry of the one that ended the session answers its 400 again.
      for (const key of ['wrong-1', 'wrong-2'])
        await p.post('notary/session/answers', { sessionId, answers: WRONG }, key);
      const ended = await p.post('notary/session/answers', { sessionId, answers: WRONG }, 'wrong-3');
      expectRefused(ended, 400, 'Too many wrong answers: start a new session');
      await crashed('wrong-3');
      const endedAgain = await p.post('notary/session/answers', { sessionId, answers: WRONG }, 'wrong-3');
      expect([endedAgain.statusCode, endedAgain.headers[REPLAYED_HEADER]]).toEqual([400, 'true']);
      expect(endedAgain.json()).toEqual(ended.json());
      expect(await p.kept()).toEqual({ sessionId, status: 'FAILED', attempts: 3 });
    });
  });
});
