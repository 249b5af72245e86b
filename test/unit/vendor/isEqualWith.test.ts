// src/vendor/isEqualWith.ts answers as lodash.isequalwith (which it replaces in the browser build) on the values a
// router location's state can hold (structured-clone values), with and without a customizer.
import { deserialize, serialize } from 'node:v8';
// connected-react-router's own dependency (no types of its own): the reference the stand-in is held to.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import lodashIsEqualWithUntyped from 'lodash.isequalwith';
import isEqualWith from '../../../src/vendor/isEqualWith';

const lodashIsEqualWith = lodashIsEqualWithUntyped as typeof isEqualWith;

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

const cyclic = () => {
  const a: Record<string, unknown> = { name: 'a' };
  a.self = a;
  return a;
};

const VALUES: unknown[] = [
  undefined,
  null,
  0,
  -0,
  1,
  NaN,
  '',
  '1',
  true,
  false,
  {},
  [],
  [1, 2],
  [2, 1],
  [1, 2, undefined],
  { a: 1 },
  { a: 1, b: undefined },
  { b: undefined, a: 1 },
  { a: '1' },
  { a: { b: [1, { c: null }] } },
  { a: { b: [1, { c: undefined }] } },
  { from: '/register', step: 2, draft: { city: 'Austin' } },
  { from: '/register', step: 2, draft: { city: 'austin' } },
  new Date(0),
  new Date(1),
  /a/g,
  /a/i,
  new Map([['a', 1]]),
  new Map([['a', 2]]),
  new Set([1, 2]),
  new Set([2, 1]),
  new Set([1, 3]),
  new Point(1, 2),
  { x: 1, y: 2 },
  Object.create(null),
  new Error('x'),
  cyclic(),
  cyclic(),
];

describe('isEqualWith (the browser build stand-in for lodash.isequalwith)', () => {
  it('answers as lodash on every pair of a table of values', () => {
    for (const a of VALUES) {
      for (const b of VALUES) {
        expect({ a, b, equal: isEqualWith(a, b) }).toEqual({ a, b, equal: lodashIsEqualWith(a, b) });
      }
    }
  });

  it('answers as lodash on copies of the same value (as history.pushState copies them)', () => {
    for (const a of VALUES) {
      const copy = typeof a === 'object' && a !== null ? (deserialize(serialize(a)) as unknown) : a;
      expect({ a, equal: isEqualWith(a, copy) }).toEqual({ a, equal: lodashIsEqualWith(a, copy) });
    }
  });

  it('lets a customizer decide, at the top and for nested values, as lodash does', () => {
    // connected-react-router's stateCompareFunction shape: undefined means "compare as usual".
    const looseNumbers = (x: unknown, y: unknown) =>
      typeof x === 'number' || typeof y === 'number' ? String(x) === String(y) : undefined;
    const always = () => true;
    const pairs: [unknown, unknown][] = [
      [{ a: 1 }, { a: '1' }],
      [
        [1, 2],
        ['1', '2'],
      ],
      [{ a: { b: 2 } }, { a: { b: '3' } }],
      [1, '1'],
      [{ a: 1 }, { b: 1 }],
    ];
    for (const [a, b] of pairs) {
      expect(isEqualWith(a, b, looseNumbers)).toBe(lodashIsEqualWith(a, b, looseNumbers));
      expect(isEqualWith(a, b, always)).toBe(lodashIsEqualWith(a, b, always));
      expect(isEqualWith(a, b, undefined)).toBe(lodashIsEqualWith(a, b, undefined));
    }
    const calls: unknown[][] = [];
    const ours: unknown[][] = [];
    lodashIsEqualWith({ a: [1] }, { a: [1] }, (...args: unknown[]) => void calls.push(args.slice(0, 3)));
    isEqualWith({ a: [1] }, { a: [1] }, (...args: unknown[]) => void ours.push(args.slice(0, 3)));
    expect(ours).toEqual(calls);
  });
});
