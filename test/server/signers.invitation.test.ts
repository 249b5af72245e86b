// Naming co-owners, their invitations in the sandbox outbox, accepting one (a CO_DEEDER account), and the
// borrower's re-send (a new link, spaced a minute apart, only their own co-owners).
import type { Application } from '../../src/domain/types';
import type { CoDeedStatusAnswer, SignerInvitation, SignerSummary } from '../../src/domain/signers';
import { hashInvitationToken } from '../../server/signers/invitationService';
import { REPLAYED_HEADER } from '../../server/security/idempotency';
import { DISTINCT_EMAIL_MESSAGE, OWN_EMAIL_MESSAGE } from '../../src/domain/validation/signers';
import { atIncomeVerification, BASE, type Borrower, ok } from './closingDriver';
import { bearer, dialects, leaveClaimAsCrashed, makeTestApp, PASSWORD, registerUser, type TestApp } from './helpers';
import {
  accept,
  acceptBody,
  acceptInvitation,
  coOwner,
  INVITATIONS,
  invitationToken,
  nameCoOwners,
  ORIGIN,
} from './signerDriver';

describe.each(dialects)('additional signer invitations (%s)', (dialect) => {
  let t: TestApp;
  let clockMs = Date.parse('2026-03-02T15:00:00.000Z');
  beforeAll(async () => {
    // The server's clock (config.now) decides when an invitation may be sent again.
    t = await makeTestApp(dialect, { now: () => new Date(clockMs) });
  });
  afterAll(async () => {
    await t.close();
  });

  async function outboxFor(email: string) {
    return t.app.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('to_email', '=', email)
      .orderBy('created_at')
      .execute();
  }

  async function coDeedStatus(b: Borrower): Promise<CoDeedStatusAnswer> {
    return ok<CoDeedStatusAnswer>(
      await t.app.inject({
        method: 'GET',
        url: `${BASE}/co-deed/status?applicationUuid=${b.applicationUuid}`,
        headers: bearer(b.jwt),
      }),
    );
  }

  async function resend(
    b: Borrower,
    signerUuid: string,
    jwt = b.jwt,
    applicationUuid = b.applicationUuid,
    key?: string,
  ) {
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/${applicationUuid}/signers/${signerUuid}/resend`,
      headers: bearer(jwt, key ? { 'idempotency-key': key } : {}),
    });
  }

  it('invites each named co-owner through the outbox, with a personal link; the application records them', async () => {
    const b = await atIncomeVerification(t.app);
    const [jordan, sam] = [coOwner({ firstName: 'Jordan' }), coOwner({ firstName: 'Sam', lastName: 'Ortiz' })];
    const summaries = await nameCoOwners(b, [jordan, sam]);
    expect(summaries.map((s) => [s.firstName, s.progress, s.canResend])).toEqual([
      ['Jordan', 'INVITED', false],
      ['Sam', 'INVITED', false],
    ]);
    expect(summaries[0].emailMasked).toBe(`c***@example.com`);

    const [message] = await outboxFor(jordan.email);
    expect(message.subject).toBe('Dana asked you to sign for Denver');
    expect(message.action_url).toMatch(
      new RegExp(`^${ORIGIN}/account/heloc/heloc-signer/login\\?invitation=[A-Za-z0-9_-]{43}$`),
    );
    expect(message.body).toContain('Hello Jordan,');
    expect(message.body).toContain(message.action_url);
    expect(await outboxFor(sam.email)).toHaveLength(1);

    // Only the token's hash is stored.
    const token = await invitationToken(t.app, jordan.email);
    const rows = await t.app.db
      .selectFrom('heloc_signers')
      .selectAll()
      .where('application_uuid', '=', b.applicationUuid)
      .execute();
    expect(rows.map((r) => r.invitation_token_hash)).toContain(hashInvitationToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const app = ok<Application>(
      await t.app.inject({ method: 'GET', url: `${BASE}/${b.applicationUuid}`, headers: bearer(b.jwt) }),
    );
    expect(app.additionalSignerVersion).toBe('v1');
    expect(app.coDeedStatus).toBe('PENDING');
    expect(app.helocSigners).toEqual([]);

    const status = await coDeedStatus(b);
    expect(status.coDeedStatus).toBe('PENDING');
    expect(status.signers.map((s) => s.lastName)).toEqual(['Lee', 'Ortiz']);
  });

  it('naming again keeps a co-owner with the same email (no second invitation) and drops the others', async () => {
    const b = await atIncomeVerification(t.app);
    const kept = coOwner();
    const dropped = coOwner();
    await nameCoOwners(b, [kept, dropped]);
    const droppedToken = await invitationToken(t.app, dropped.email);
    const renamed = await nameCoOwners(b, [{ ...kept, email: kept.email.toUpperCase(), firstName: 'Jo' }]);
    expect(renamed.map((s) => s.firstName)).toEqual(['Jo']);
    expect(await outboxFor(kept.email)).toHaveLength(1);
    expect((await t.app.inject({ url: `${INVITATIONS}/${droppedToken}` })).statusCode).toBe(404);

    // No co-owners any more (the home is not owned jointly after all): nothing to wait for.
    expect(await nameCoOwners(b, [])).toEqual([]);
    expect((await coDeedStatus(b)).coDeedStatus).toBeNull();
  });

  it("refuses a co-owner with the borrower's email, or two with one email (400 with the schema's message)", async () => {
    const b = await atIncomeVerification(t.app);
    await expect(nameCoOwners(b, [coOwner({ email: b.email.toUpperCase() })])).rejects.toMatchObject({
      statusCode: 400,
      errors: [`coOwners[0].email: ${OWN_EMAIL_MESSAGE}`],
    });
    const twin = coOwner();
    await expect(nameCoOwners(b, [twin, { ...twin, firstName: 'Alex' }])).rejects.toMatchObject({
      statusCode: 400,
      errors: [`coOwners[1].email: ${DISTINCT_EMAIL_MESSAGE}`],
    });
    expect(
      await t.app.db
        .selectFrom('heloc_signers')
        .selectAll()
        .where('application_uuid', '=', b.applicationUuid)
        .execute(),
    ).toEqual([]);
  });

  it('GET invitation: what the signer login shows; 404 for an unknown or malformed token', async () => {
    const b = await atIncomeVerification(t.app);
    const owner = coOwner({ firstName: 'Robin', lastName: 'Park' });
    await nameCoOwners(b, [owner]);
    const token = await invitationToken(t.app, owner.email);
    const invitation = ok<SignerInvitation>(await t.app.inject({ url: `${INVITATIONS}/${token}` }));
    expect(invitation).toEqual({
      firstName: 'Robin',
      lastName: 'Park',
      email: owner.email,
      borrowerFirstName: 'Dana',
      property: { city: 'Denver', state: 'CO' },
      accepted: false,
    });
    for (const bad of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'short', `${token}x`]) {
      const res = await t.app.inject({ url: `${INVITATIONS}/${bad}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This invitation is not valid or has been replaced by a newer one');
    }
  });

  it('accept: a CO_DEEDER identity named from the invitation, signed in, listed in helocSigners; twice is 409', async () => {
    const b = await atIncomeVerification(t.app);
    const owner = coOwner({ firstName: 'Avery', lastName: 'Quinn' });
    await nameCoOwners(b, [owner]);
    const token = await invitationToken(t.app, owner.email);

    const res = await accept(t.app, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect: '/account/heloc/heloc-signer/resume' });
    const jwt = String(res.headers.authorization).replace(/^Bearer /, '');
    const identity = await t.app.inject({ url: '/identity/secure/api/v1/identity', headers: bearer(jwt) });
    expect(identity.json()).toEqual(expect.objectContaining({ type: 'CO_DEEDER', email: owner.email }));
    const row = await t.app.db
      .selectFrom('identities')
      .selectAll()
      .where('uuid', '=', identity.json().uuid)
      .executeTakeFirstOrThrow();
    expect([row.first_name, row.last_name, row.ssn_encrypted, row.dob]).toEqual(['Avery', 'Quinn', null, null]);

    const app = ok<Application>(
      await t.app.inject({ method: 'GET', url: `${BASE}/${b.applicationUuid}`, headers: bearer(b.jwt) }),
    );
    expect(app.helocSigners).toEqual([{ identityUuid: row.uuid }]);
    expect((await coDeedStatus(b)).signers[0]).toEqual(
      expect.objectContaining({ progress: 'ACCEPTED', canResend: false, resendAvailableAt: null }),
    );
    expect(ok<SignerInvitation>(await t.app.inject({ url: `${INVITATIONS}/${token}` })).accepted).toBe(true);

    const again = await accept(t.app, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invitation has been used: sign in with your email and password');

    // Afterwards the co-owner signs in on the signer login with the password they chose.
    const login = await t.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      payload: { email: owner.email, password: PASSWORD, applicationName: 'heloc-signer' },
    });
    expect(login.json()).toEqual({ redirect: '/account/heloc/heloc-signer/resume' });
  });

  it('accept: 400 with the schema messages for a bad password, and no account is made', async () => {
    const b = await atIncomeVerification(t.app);
    const owner = coOwner();
    await nameCoOwners(b, [owner]);
    const token = await invitationToken(t.app, owner.email);
    const res = await accept(
      t.app,
      token,
      acceptBody({ password: 'short', confirmPassword: 'other', agreeToTerms: false }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining(['confirmPassword: The passwords do not match']));
    expect(res.json().errors.some((e: string) => e.startsWith('password: '))).toBe(true);
    expect(res.json().errors.some((e: string) => e.startsWith('agreeToTerms: '))).toBe(true);
    const identities = await t.app.db
      .selectFrom('identities')
      .select('uuid')
      .where('email', '=', owner.email)
      .execute();
    expect(identities).toEqual([]);
    expect((await accept(t.app, 'A'.repeat(43))).statusCode).toBe(404);
  });

  it('accept: 409 when the email already has an account in the organisation (no automatic link)', async () => {
    const existing = await registerUser(t.app);
    const b = await atIncomeVerification(t.app);
    await nameCoOwners(b, [coOwner({ email: existing.email })]);
    const res = await accept(t.app, await invitationToken(t.app, existing.email));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists: sign in with it');
    const signer = await t.app.db
      .selectFrom('heloc_signers')
      .selectAll()
      .where('email', '=', existing.email)
      .executeTakeFirstOrThrow();
    expect(signer.identity_uuid).toBeNull();
  });

  it('re-send: a new link replaces the old one, at most once a minute, only for pending co-owners', async () => {
    const b = await atIncomeVerification(t.app);
    const owner = coOwner();
    const [summary] = await nameCoOwners(b, [owner]);
    const firstToken = await invitationToken(t.app, owner.email);

    const tooSoon = await resend(b, summary.uuid);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe('You can send the invitation again in 60 seconds');
    const listed = (await coDeedStatus(b)).signers[0];
    expect(listed.resendAvailableAt).toBe(new Date(Date.parse(listed.lastSentAt) + 60_000).toISOString());

    clockMs += 61_000;
    const sent = ok<SignerSummary>(await resend(b, summary.uuid));
    expect(sent.lastSentAt).toBe(new Date(clockMs).toISOString());
    expect(sent.canResend).toBe(false);
    expect(await outboxFor(owner.email)).toHaveLength(2);
    const secondToken = await invitationToken(t.app, owner.email);
    expect(secondToken).not.toBe(firstToken);
    expect((await t.app.inject({ url: `${INVITATIONS}/${firstToken}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${INVITATIONS}/${secondToken}` })).statusCode).toBe(200);

    clockMs += 30_000;
    expect((await resend(b, summary.uuid)).json().message).toBe('You can send the invitation again in 30 seconds');

    // Accepted: nothing to send.
    clockMs += 61_000;
    const signer = await acceptInvitation(t.app, owner.email);
    const accepted = await resend(b, summary.uuid);
    expect(accepted.statusCode).toBe(409);

    // The co-owner themself, another borrower, or another application's co-owner: 404.
    expect((await resend(b, summary.uuid, signer.jwt)).statusCode).toBe(404);
    const other = await atIncomeVerification(t.app);
    const [otherSummary] = await nameCoOwners(other, [coOwner()]);
    expect((await resend(b, summary.uuid, other.jwt)).statusCode).toBe(404);
    expect((await resend(b, otherSummary.uuid)).statusCode).toBe(404);
    expect((await resend(b, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('re-send with a key, retried after a crash that followed its commit: answered from it, sent once', async () => {
    const b = await atIncomeVerification(t.app);
    const owner = coOwner();
    const [summary] = await nameCoOwners(b, [owner]);
    clockMs += 61_000;
    const key = `resend-${summary.uuid}`;
    const sent = await resend(b, summary.uuid, b.jwt, b.applicationUuid, key);
    expect(sent.statusCode).toBe(200);
    expect(await outboxFor(owner.email)).toHaveLength(2);
    // The key's row as a process killed between the commit and its answer leaves it (marked applied by the
    // re-send's own transaction).
    expect(await leaveClaimAsCrashed(t.app, b.identityUuid, key)).not.toBeNull();

    // Retried at once: not "send again in 60 seconds", and no third invitation.
    const retry = await resend(b, summary.uuid, b.jwt, b.applicationUuid, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[REPLAYED_HEADER]).toBe('true');
    expect(retry.json()).toEqual(sent.json());
    expect(await outboxFor(owner.email)).toHaveLength(2);
  });
});
