// The JSON schema generated from a contract's yup schema (src/domain/contracts/jsonSchema.ts): what the OpenAPI
// document shows of a body is what the server validates (types, required fields, enums, bounds, nullable).
import * as yup from 'yup';
import { CLOSING, CONTRACTS, PROFILE } from '../../../src/domain/contracts';
import { jsonSchemaOf } from '../../../src/domain/contracts/jsonSchema';

describe('jsonSchemaOf', () => {
  it('converts objects, arrays, enums and bounds, with the required fields', () => {
    expect(jsonSchemaOf(CLOSING.incomeSources.body)).toEqual({
      type: 'object',
      properties: {
        incomeSources: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              employmentType: {
                type: 'string',
                enum: [
                  'FULL_TIME',
                  'PART_TIME',
                  'SELF_EMPLOYED',
                  'RETIRED',
                  'UNEMPLOYED',
                  'SEPARATE_MAINTENANCE_PAYMENTS',
                ],
              },
              annualIncome: { type: 'number', minimum: 0, maximum: 100000000 },
            },
            required: ['employmentType', 'annualIncome'],
          },
          minItems: 1,
          maxItems: 10,
        },
      },
      required: ['incomeSources'],
    });
  });

  it('marks nullable fields, string lengths and optional fields', () => {
    const feedback = jsonSchemaOf(PROFILE.ceoFeedback.body);
    expect(feedback.required).toEqual(['topic', 'message', 'marketingConsent']);
    expect(feedback.properties).toMatchObject({
      message: { type: 'string', minLength: 10, maxLength: 1000 },
      pathname: { type: 'string', maxLength: 512, nullable: true },
      productType: { type: 'string', enum: ['HELOC'] },
    });
    expect(jsonSchemaOf(CLOSING.manualNotary.body).properties).toMatchObject({
      location: { type: 'string', nullable: true, enum: expect.arrayContaining([null]) },
    });
  });

  it('converts integers, exclusive bounds, dates, patterns and any value', () => {
    const schema = yup.object({
      count: yup.number().integer().positive().lessThan(10),
      at: yup.date().required(),
      code: yup.string().matches(/^[A-Z]{2}$/),
      anything: yup.mixed(),
    });
    expect(jsonSchemaOf(schema)).toEqual({
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: true },
        at: { type: 'string', format: 'date-time' },
        code: { type: 'string', pattern: '^[A-Z]{2}$' },
        anything: {},
      },
      required: ['at'],
    });
  });

  it('converts each schema once', () => {
    const bodies = CONTRACTS.flatMap((c) => (c.body ? [c.body] : []));
    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) expect(jsonSchemaOf(body)).toBe(jsonSchemaOf(body));
  });
});
