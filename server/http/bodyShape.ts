// Limits on the shape of a JSON body, checked on the raw text before anything parses or walks it: a body
// nested thousands deep overflows every recursive walker (yup's messages, JSON.stringify, canonical hashing),
// and one with hundreds of thousands of values makes validation slow. The app's own bodies are at most a few
// levels deep and hold at most a few thousand values (a telemetry query's 1,000 events).
import type { FastifyInstance } from 'fastify';

export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_VALUES = 20_000;
export const TOO_DEEP = `The body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`;
export const TOO_MANY_VALUES = `The body holds too many values (more than ${MAX_JSON_VALUES})`;

/**
 * One pass over the text, outside strings: the deepest nesting of [ and {, and the number of values (commas
 * and openings stand for them). Returns the first limit broken, or null. Malformed JSON is left to the parser.
 */
export function jsonShapeError(text: string): string | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      values += 1;
      if (depth > MAX_JSON_DEPTH) return TOO_DEEP;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
    else if (c === 0x2c) {
      values += 1;
      if (values > MAX_JSON_VALUES) return TOO_MANY_VALUES;
    }
  }
  return null;
}

/**
 * The same limits on a value already parsed (multipart fields, query strings, or a body a hook built), walked
 * with a stack so that the check itself cannot overflow.
 */
export function valueShapeError(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  let values = 0;
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    values += 1;
    if (values > MAX_JSON_VALUES) return TOO_MANY_VALUES;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > MAX_JSON_DEPTH) return TOO_DEEP;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return null;
}

/**
 * Replaces Fastify's JSON parser with one that checks the shape first, then parses with Fastify's own
 * (which refuses `__proto__` and `constructor.prototype` keys). Every refusal is a 400 with a message.
 */
export function registerJsonShapeLimits(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const shape = jsonShapeError(text);
    if (shape) {
      // A client error with a status: the app's error handler answers it as `{ errors: [shape] }`, 400.
      done(Object.assign(new Error(shape), { statusCode: 400 }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
