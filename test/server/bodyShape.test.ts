// Bodies too deep or too large for anything to walk (issue 20): a 400 with a clear message, never a 500, with
// and without an Idempotency-Key, on a public route and on an authenticated submission.
import {
  jsonShapeError,
  MAX_JSON_DEPTH,
  MAX_JSON_VALUES,
  TOO_DEEP,
  TOO_MANY_VALUES,
  valueShapeError,
} from '../../server/http/bodyShape';
import { validateBody } from '../../server/http';
import * as yup from 'yup';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';

const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

describe('JSON shape limits', () => {
  it('measures depth outside strings only', () => {
    expect(jsonShapeError(deepArray(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonShapeError(deepArray(MAX_JSON_DEPTH + 1))).toBe(TOO_DEEP);
    expect(jsonShapeError(JSON.stringify({ a: '['.repeat(10_000) }))).toBeNull();
    // An escaped quote does not end the string.
    expect(jsonShapeError(JSON.stringify({ a: '\\"' + '['.repeat(100) }))).toBeNull();
    expect(jsonShapeError(`[${'0,'.repeat(MAX_JSON_VALUES)}0]`)).toBe(TOO_MANY_VALUES);
  });

  it('bounds a parsed value without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(valueShapeError(deep)).toBe(TOO_DEEP);
    expect(valueShapeError({ a: [{ b: 1 }] })).toBeNull();
    expect(valueShapeError(new Array(MAX_JSON_VALUES + 1).fill(0))).toBe(TOO_MANY_VALUES);
  });

  it('validateBody answers 400 for a body too deep for yup to print', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    await expect(validateBody(yup.object({ name: yup.string() }), { name: deep })).rejects.toMatchObject({
      statusCode: 400,
      errors: [TOO_DEEP],
    });
  });
});

describe.each(dialects)('deep and huge bodies on the routes (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['a 100,000-deep array', `{"firstName":${deepArray(100_000)}}`, TOO_DEEP],
    ['a 5,000-deep object', deepObject(5_000), TOO_DEEP],
    ['200,000 values', `{"firstName":[${'0,'.repeat(200_000)}0]}`, TOO_MANY_VALUES],
  ])('registration refuses %s with a 400', async (_name, payload, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [message], message });
  });

  it('an authenticated submission with an Idempotency-Key refuses a deep body with a 400', async () => {
    const user = await registerUser(t.app);
    for (const key of [undefined, 'deep-1']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/service-application/api/v1/application/heloc/${user.applicationUuid}/profile`,
        headers: bearer(user.jwt, {
          'content-type': 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
        }),
        payload: `{"firstName":${deepArray(10_000)}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TOO_DEEP);
    }
  });

  it('still refuses prototype-pollution keys, and still accepts ordinary bodies', async () => {
    const polluted = await t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"firstName":"Dana"}',
    });
    expect(polluted.statusCode).toBe(400);
    expect(typeof polluted.json().message).toBe('string');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    await expect(registerUser(t.app)).resolves.toMatchObject({ jwt: expect.any(String) });
  });
});

describe('an unexpected fault', () => {
  it('answers 500 with a fixed message, never the error or its stack', async () => {
    const t = await makeTestApp('sqlite');
    try {
      t.app.get('/test/boom', async () => {
        throw new Error('connection string postgres://secret@db at server/x.ts:12');
      });
      const res = await t.app.inject({ url: '/test/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        errors: ['Something unexpected happened'],
        message: 'Something unexpected happened',
      });
      expect(res.body).not.toMatch(/secret|server\/x\.ts/);
    } finally {
      await t.close();
    }
  });
});
