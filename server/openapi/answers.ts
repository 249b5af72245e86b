// The answers' JSON schemas (generated from the wire's types: src/domain/contracts/answerSchemas.json), for the
// OpenAPI document and for the check that holds every answer the API sends to its route's contract.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Ajv, { type ValidateFunction } from 'ajv';
import type { AnswerName } from '../../src/domain/contracts/answers';
import answerSchemas from '../../src/domain/contracts/answerSchemas.json';
import { isJsonAnswer, type RouteContract } from '../../src/domain/contracts';

type Schema = Record<string, unknown>;
const definitions = answerSchemas.definitions as Record<string, Schema>;
const byName = (definitions.Answers as { properties: Record<string, Schema> }).properties;

/** The JSON schema of a named answer, its references pointing at `refBase` + a definition's name. */
export function answerSchemaOf(name: AnswerName, refBase = '#/definitions/'): Schema {
  const schema = byName[name];
  if (!schema) throw new Error(`no answer named ${name} in answerSchemas.json: run npm run contracts`);
  return rebased(schema, refBase);
}

/** Every definition the answers refer to, with their references rebased (OpenAPI: #/components/schemas/). */
export function answerDefinitions(refBase: string): Record<string, Schema> {
  return Object.fromEntries(
    Object.entries(definitions)
      .filter(([name]) => name !== 'Answers')
      .map(([name, schema]) => [name, rebased(schema, refBase)]),
  );
}

function rebased(schema: Schema, refBase: string): Schema {
  if (refBase === '#/definitions/') return schema;
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/definitions/', `"${refBase}`)) as Schema;
}

/** The body as sent, uncompressed (the kept application answer goes out already compressed). */
function decoded(payload: string | Buffer, encoding: string): string {
  if (typeof payload === 'string') return payload;
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'deflate') return inflateSync(payload).toString('utf8');
  return payload.toString('utf8');
}

let ajv: Ajv | undefined;
const validators = new Map<AnswerName, ValidateFunction>();

function validatorOf(name: AnswerName): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    ajv ??= new Ajv({ allErrors: true, strict: false }).addSchema({ $id: 'answers', definitions });
    validate = ajv.compile({ $ref: `answers#/definitions/Answers/properties/${name}` });
    validators.set(name, validate);
  }
  return validate;
}

/**
 * What is wrong with an answer a route sent, against its contract: nothing (an empty list) for an answer the
 * contract describes, or for an error (4xx/5xx: errorSchema's). `payload` is the body as sent.
 */
export function answerBreaches(
  route: RouteContract,
  status: number,
  contentType: string,
  payload: unknown,
  contentEncoding = '',
): string[] {
  if (status >= 300) return [];
  const answer = route.answer;
  if (status !== answer.status) return [`answered ${status}, the contract says ${answer.status}`];
  if (!isJsonAnswer(answer)) {
    if (!answer.media) return payload == null || payload === '' ? [] : ['sent a body, the contract says none'];
    if (answer.media === 'file') {
      return contentType && !contentType.startsWith('application/json')
        ? []
        : [`sent ${contentType || 'no type'}, the contract says a stored file`];
    }
    return contentType.startsWith(answer.media) ? [] : [`sent ${contentType}, the contract says ${answer.media}`];
  }
  if (!contentType.startsWith('application/json')) return [`sent ${contentType}, the contract says JSON`];
  let value: unknown;
  try {
    value =
      typeof payload === 'string' || Buffer.isBuffer(payload) ? JSON.parse(decoded(payload, contentEncoding)) : payload;
  } catch {
    return ['sent a body that is not JSON'];
  }
  const validate = validatorOf(answer.type);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `${answer.type}${e.instancePath} ${e.message}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`,
  );
}
