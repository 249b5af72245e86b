// The wallet service: the profile card, the account list, notifications and their read state.
import { walletAddressFor } from '../../server/wallet/model';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';

const BASE = '/service-wallet/secure/api/v4';

describe.each(dialects)('wallet (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('derives one stable hex address per identity', () => {
    const a = walletAddressFor('0b6f1d2e-0000-4000-8000-000000000001');
    expect(a).toMatch(/^0x[0-9a-f]{40}$/);
    expect(walletAddressFor('0B6F1D2E-0000-4000-8000-000000000001')).toBe(a);
    expect(walletAddressFor('0b6f1d2e-0000-4000-8000-000000000002')).not.toBe(a);
  });

  it('answers the profile card with a raw token or a Bearer one', async () => {
    const { jwt, identityUuid } = await registerUser(t.app, { firstName: 'Ana', lastName: 'Lee' });
    const expected = {
      account: { name: 'Ana Lee', address: walletAddressFor(identityUuid) },
      authorizedWallet: { authorizationType: 'OWNER' },
    };
    const raw = await t.app.inject({ url: `${BASE}/account/access`, headers: { authorization: jwt } });
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toEqual(expected);
    const withPrincipal = await t.app.inject({
      url: `${BASE}/account/access?principal=${walletAddressFor(identityUuid)}`,
      headers: bearer(jwt),
    });
    expect(withPrincipal.json()).toEqual(expected);
    const otherPrincipal = await t.app.inject({ url: `${BASE}/account/access?principal=0x1234`, headers: bearer(jwt) });
    expect(otherPrincipal.statusCode).toBe(404);
  });

  it('lists the account with the welcome notification created at registration', async () => {
    const { jwt, identityUuid, applicationUuid } = await registerUser(t.app);
    const res = await t.app.inject({ url: `${BASE}/account`, headers: bearer(jwt) });
    expect(res.statusCode).toBe(200);
    const address = walletAddressFor(identityUuid);
    expect(res.json()).toEqual([
      {
        account: { name: 'Dana Rivera', address },
        authorizedWallets: [{ address }],
        notifications: [
          {
            uuid: expect.any(String),
            title: 'Welcome! Your HELOC application is started',
            description: expect.any(String),
            created: expect.any(String),
            status: 'UNREAD',
            walletAddress: address,
            ctas: [{ title: 'Continue application', redirectPath: `/account/heloc/${applicationUuid}` }],
          },
        ],
      },
    ]);
  });

  it('notifies the borrower when the application reaches a stage they must act on', async () => {
    const { jwt, applicationUuid } = await registerUser(t.app);
    const titles = async () =>
      (
        (await t.app.inject({ url: `${BASE}/account`, headers: bearer(jwt) })).json()[0].notifications as {
          title: string;
        }[]
      ).map((n) => n.title);
    // The notification is written by a stage-change listener, just after the change.
    const waitForCount = async (count: number) => {
      for (let i = 0; i < 100; i += 1) {
        if ((await titles()).length >= count) return;
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    await t.app.pipeline.moveTo(applicationUuid, 'NOTE_SIGNING', 'test:operator');
    await waitForCount(2);
    expect(await titles()).toEqual(['Documents ready to sign', 'Welcome! Your HELOC application is started']);
    const [row] = await t.app.db
      .selectFrom('notifications')
      .select(['ctas'])
      .where('title', '=', 'Documents ready to sign')
      .where(
        'wallet_address',
        '=',
        (await t.app.inject({ url: `${BASE}/account`, headers: bearer(jwt) })).json()[0].account.address,
      )
      .execute();
    expect(JSON.parse(row!.ctas)).toEqual([{ title: 'Sign now', redirectPath: `/account/heloc/${applicationUuid}` }]);

    // A stage that asks nothing of the borrower adds nothing.
    await t.app.pipeline.moveTo(applicationUuid, 'CANCELLED', 'test:operator');
    await t.app.pipeline.idle();
    await new Promise((r) => setTimeout(r, 50));
    expect(await titles()).toHaveLength(2);
  });

  it('marks a notification read and unread; 400 for a bad status', async () => {
    const { jwt } = await registerUser(t.app);
    const [item] = (await t.app.inject({ url: `${BASE}/account`, headers: bearer(jwt) })).json();
    const uuid = item.notifications[0].uuid as string;
    const read = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/notifications/${uuid}`,
      headers: bearer(jwt),
      payload: { status: 'READ' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ uuid, status: 'READ' });
    const listed = (await t.app.inject({ url: `${BASE}/account`, headers: bearer(jwt) })).json()[0].notifications[0];
    expect(listed.status).toBe('READ');
    const unread = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/notifications/${uuid}`,
      headers: bearer(jwt),
      payload: { status: 'UNREAD' },
    });
    expect(unread.json().status).toBe('UNREAD');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/notifications/${uuid}`,
      headers: bearer(jwt),
      payload: { status: 'GONE' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status: Must be UNREAD or READ');
  });

  it('answers 401 without a token and 404 for another identity’s notification', async () => {
    const first = await registerUser(t.app);
    const other = await registerUser(t.app);
    const uuid = (await t.app.inject({ url: `${BASE}/account`, headers: bearer(first.jwt) })).json()[0].notifications[0]
      .uuid;
    expect((await t.app.inject({ url: `${BASE}/account` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `${BASE}/account/access`, headers: { authorization: 'garbage' } })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/notifications/${uuid}`,
      headers: bearer(other.jwt),
      payload: { status: 'READ' },
    });
    expect(res.statusCode).toBe(404);
    const row = await t.app.db
      .selectFrom('notifications')
      .select('status')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('UNREAD');
  });
});
