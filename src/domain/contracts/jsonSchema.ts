// A yup schema as a JSON schema (OpenAPI 3.0's dialect: `nullable`, no `type` arrays), read from yup's own
// `schema.describe()`, so the OpenAPI document's request bodies come from the schemas the server validates with.
// Only the server (server/openapi) and tests import this: the client's forms never need it.
import type { AnySchema, SchemaDescription, SchemaFieldDescription, SchemaInnerTypeDescription } from 'yup';

export type JsonSchema = Record<string, unknown>;

type Description = SchemaFieldDescription;

/** yup's own type tests (required, nullable) and custom tests have no JSON schema keyword: they are left out. */
function constraintsOf(description: SchemaDescription, type: string): JsonSchema {
  const out: JsonSchema = {};
  for (const { name, params } of description.tests) {
    const p = (params ?? {}) as Record<string, unknown>;
    const bound = (key: string) => (typeof p[key] === 'number' ? (p[key] as number) : undefined);
    if (type === 'string') {
      if (name === 'min' && bound('min') !== undefined) out.minLength = bound('min');
      if (name === 'max' && bound('max') !== undefined) out.maxLength = bound('max');
      if (name === 'length' && bound('length') !== undefined) {
        out.minLength = bound('length');
        out.maxLength = bound('length');
      }
      if (name === 'email') out.format = 'email';
      if (name === 'url') out.format = 'uri';
      if (name === 'uuid') out.format = 'uuid';
      if (name === 'datetime') out.format = 'date-time';
      if (p.regex instanceof RegExp && p.regex.flags.replace(/[gyd]/g, '') === '' && !out.format) {
        out.pattern = p.regex.source;
      }
    } else if (type === 'number') {
      if (name === 'integer') out.type = 'integer';
      if (name === 'min' && bound('min') !== undefined) out.minimum = bound('min');
      if (name === 'min' && bound('more') !== undefined) {
        out.minimum = bound('more');
        out.exclusiveMinimum = true;
      }
      if (name === 'max' && bound('max') !== undefined) out.maximum = bound('max');
      if (name === 'max' && bound('less') !== undefined) {
        out.maximum = bound('less');
        out.exclusiveMaximum = true;
      }
    } else if (type === 'array') {
      if (name === 'min' && bound('min') !== undefined) out.minItems = bound('min');
      if (name === 'max' && bound('max') !== undefined) out.maxItems = bound('max');
      if (name === 'length' && bound('length') !== undefined) {
        out.minItems = bound('length');
        out.maxItems = bound('length');
      }
    }
  }
  return out;
}

const isSchemaDescription = (d: Description): d is SchemaDescription => 'tests' in d && 'type' in d;

function convert(description: Description): JsonSchema {
  // A lazy schema described without a value: any value (its shape depends on what is sent).
  if (!isSchemaDescription(description)) return {};
  const d = description as SchemaDescription &
    Partial<SchemaInnerTypeDescription> & { fields?: Record<string, Description> };
  const out: JsonSchema = {};
  switch (d.type) {
    case 'object': {
      const fields = d.fields ?? {};
      out.type = 'object';
      out.properties = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, convert(field)]));
      const required = Object.entries(fields)
        .filter(([, field]) => isSchemaDescription(field) && field.optional === false)
        .map(([key]) => key);
      if (required.length > 0) out.required = required;
      break;
    }
    case 'array':
      out.type = 'array';
      if (d.innerType && !Array.isArray(d.innerType)) out.items = convert(d.innerType);
      break;
    case 'date':
      out.type = 'string';
      out.format = 'date-time';
      break;
    case 'string':
    case 'number':
    case 'boolean':
      out.type = d.type;
      break;
    default:
      // mixed (any value) and anything else yup may describe.
      break;
  }
  Object.assign(out, constraintsOf(d, d.type));
  const allowed = d.oneOf.filter((v) => v !== undefined);
  if (allowed.length > 0) out.enum = allowed;
  if (d.nullable || allowed.includes(null)) out.nullable = true;
  const meta = (d.meta ?? {}) as Record<string, unknown>;
  if (typeof d.label === 'string') out.title = d.label;
  if (typeof meta.description === 'string') out.description = meta.description;
  if (meta.example !== undefined) out.example = meta.example;
  return out;
}

const converted = new WeakMap<AnySchema, JsonSchema>();

/** The JSON schema of a yup schema, converted once per schema (the same object every time after). */
export function jsonSchemaOf(schema: AnySchema): JsonSchema {
  let json = converted.get(schema);
  if (!json) {
    json = convert(schema.describe());
    converted.set(schema, json);
  }
  return json;
}
