// Stands in for `lodash.isequalwith` in the browser build (webpack's resolve.alias): connected-react-router's only
// use of it compares the router location's `state` in the store with the one in history (values that went through
// history.pushState, so structured-clone values), and lodash's generic implementation costs every page about 3 KB
// compressed (DESIGN section 13). The same answers as lodash on those values, customizer included
// (test/unit/vendor/isEqualWith.test.ts holds it to lodash on a table).
type Customizer = (value: unknown, other: unknown, key?: PropertyKey, object?: unknown, source?: unknown) => unknown;

const tag = (value: object) => Object.prototype.toString.call(value);

function equal(
  a: unknown,
  b: unknown,
  customizer: Customizer | undefined,
  seen: Map<object, object>,
  key?: PropertyKey,
  parentA?: unknown,
  parentB?: unknown,
): boolean {
  const custom = customizer ? customizer(a, b, key, parentA, parentB) : undefined;
  if (custom !== undefined) return Boolean(custom);
  // SameValueZero, as lodash: NaN equals NaN, +0 equals -0.
  if (a === b || (a !== a && b !== b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const kind = tag(a);
  if (kind !== tag(b)) return false;
  // A cycle: equal if this pair is already being compared (lodash's stack does the same).
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  try {
    const each = (x: unknown, y: unknown, k: PropertyKey) => equal(x, y, customizer, seen, k, a, b);
    switch (kind) {
      case '[object Date]':
      case '[object Number]':
      case '[object Boolean]': {
        const [x, y] = [Number(a.valueOf()), Number(b.valueOf())];
        return x === y || (x !== x && y !== y);
      }
      case '[object String]':
      case '[object RegExp]':
        return String(a) === String(b);
      case '[object Error]':
        return (a as Error).name === (b as Error).name && (a as Error).message === (b as Error).message;
      case '[object Set]': {
        const [x, y] = [a as Set<unknown>, b as Set<unknown>];
        if (x.size !== y.size) return false;
        const rest = [...y];
        return [...x].every((item, i) => {
          const at = rest.findIndex((other) => equal(item, other, customizer, seen, i, a, b));
          return at >= 0 && rest.splice(at, 1).length === 1;
        });
      }
      case '[object Map]': {
        const [x, y] = [a as Map<unknown, unknown>, b as Map<unknown, unknown>];
        return x.size === y.size && [...x].every(([k, v]) => y.has(k) && each(v, y.get(k), k as PropertyKey));
      }
      case '[object Array]': {
        const [x, y] = [a as unknown[], b as unknown[]];
        return x.length === y.length && x.every((v, i) => each(v, y[i], i));
      }
      default: {
        const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
        const keys = Object.keys(x);
        if (keys.length !== Object.keys(y).length) return false;
        if (!keys.every((k) => Object.prototype.hasOwnProperty.call(y, k) && each(x[k], y[k], k))) return false;
        // Objects of different classes differ (lodash compares their constructors the same way).
        const [ca, cb] = [x.constructor, y.constructor];
        return (
          ca === cb ||
          !('constructor' in x && 'constructor' in y) ||
          (typeof ca === 'function' && ca instanceof ca && typeof cb === 'function' && cb instanceof cb)
        );
      }
    }
  } finally {
    seen.delete(a);
  }
}

export default function isEqualWith(value: unknown, other: unknown, customizer?: Customizer): boolean {
  return equal(value, other, typeof customizer === 'function' ? customizer : undefined, new Map());
}
