// Request bodies of the closing routes for the OpenAPI document only (the documented scope does not
// validate with them): the shared yup schemas in src/domain/validation are what the handlers check.
import { TEXAS_CLOSING_LOCATIONS } from '../../src/domain/texas';
const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const phone = { type: 'string', description: '10-digit US phone number, any punctuation' } as const;

function body(properties: Record<string, unknown>, required: string[]): Record<string, unknown> {
  return { type: 'object', properties, required };
}

const manualAccount = {
  routingNumber: { type: 'string', description: '9-digit ABA routing number (checksum checked)' },
  accountNumber: { type: 'string', description: '4 to 17 digits; stored encrypted, answered masked' },
  confirmAccountNumber: str,
  accountType: { type: 'string', enum: ['CHECKING', 'SAVINGS'] },
};

export const CLOSING_BODIES = {
  incomeSources: body(
    {
      incomeSources: {
        type: 'array',
        minItems: 1,
        maxItems: 10,
        items: body(
          {
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
            annualIncome: num,
          },
          ['employmentType', 'annualIncome'],
        ),
      },
    },
    ['incomeSources'],
  ),
  incomeLink: body({ type: { type: 'string', enum: ['PAYROLL', 'BANK'] } }, ['type']),
  incomeLinkComplete: body({ type: { type: 'string', enum: ['PAYROLL', 'BANK'] }, token: str }, ['type', 'token']),
  employer: body({ employerName: str, employerPhone: phone }, ['employerName', 'employerPhone']),
  bankLink: body({ purpose: { type: 'string', enum: ['DISBURSEMENT', 'AUTOPAY'] } }, ['purpose']),
  bankLinkComplete: body({ purpose: { type: 'string', enum: ['DISBURSEMENT', 'AUTOPAY'] }, publicToken: str }, [
    'purpose',
    'publicToken',
  ]),
  manualAccount: body(manualAccount, ['routingNumber', 'accountNumber', 'confirmAccountNumber', 'accountType']),
  autopay: body({ choice: { type: 'string', enum: ['SAME', 'OTHER', 'MANUAL'] }, ...manualAccount }, ['choice']),
  bpoOrder: body(
    {
      contactName: str,
      contactPhone: phone,
      propertyCondition: {
        type: 'string',
        enum: ['UNKNOWN_CONDITION', 'NOT_AVAILABLE', 'POOR', 'FAIR', 'AVERAGE', 'GOOD', 'EXCELLENT'],
      },
    },
    ['contactName', 'contactPhone'],
  ),
  bpoValuation: body({ accept: { type: 'boolean', enum: [true] } }, ['accept']),
  sign: body(
    {
      documents: { type: 'array', items: { type: 'string', enum: ['CLOSING_DISCLOSURE', 'NOTE'] } },
      latitude: num,
      longitude: num,
      timeZone: {
        type: 'string',
        description: "the signer's IANA time zone (the browser's); the property's zone when absent",
        example: 'America/Denver',
      },
    },
    ['documents', 'latitude', 'longitude'],
  ),
  notaryAnswers: body(
    { sessionId: str, answers: { type: 'object', additionalProperties: str, description: 'question id → choice' } },
    ['sessionId', 'answers'],
  ),
  notaryAccept: body({ sessionId: str, latitude: num, longitude: num }, ['sessionId', 'latitude', 'longitude']),
  manualNotary: body(
    {
      requestedTime: { type: 'string', format: 'date-time' },
      location: {
        type: 'string',
        nullable: true,
        enum: [...TEXAS_CLOSING_LOCATIONS, null],
        description: 'Texas (a)(6) lines only, and required there: where the closing takes place',
      },
    },
    ['requestedTime'],
  ),
  cancelRescission: body(
    {
      timeZone: {
        type: 'string',
        description: "the browser's IANA zone; read only when the rescission order has no zone of its own",
      },
    },
    [],
  ),
} as const;
