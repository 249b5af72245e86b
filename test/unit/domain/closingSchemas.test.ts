// The closing screens' schemas, shared by the forms and the server.
import { ValidationError } from 'yup';
import { autopaySchema, manualAccountSchema } from '../../../src/domain/validation/bank';
import { idDocumentSchema } from '../../../src/domain/validation/identity';
import { incomeSourcesSchema } from '../../../src/domain/validation/income';
import { manualNotarySchema, notaryAnswersSchema } from '../../../src/domain/validation/notary';
import { signDocumentsSchema } from '../../../src/domain/validation/signing';

async function errorsOf(
  schema: { validate(v: unknown, o: object): Promise<unknown> },
  value: unknown,
): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (err) {
    if (err instanceof ValidationError) return err.inner.map((e) => `${e.path}: ${e.message}`);
    throw err;
  }
}

describe('bank schemas', () => {
  it('accepts routing and account numbers typed with spaces or dashes', async () => {
    const value = await manualAccountSchema.validate({
      routingNumber: '0110-0001 5',
      accountNumber: '1234 5678',
      confirmAccountNumber: '1234-5678',
      accountType: 'CHECKING',
    });
    expect(value).toEqual(expect.objectContaining({ routingNumber: '011000015', accountNumber: '12345678' }));
  });

  it('autopay SAME or MANUAL needs no account and drops any sent', async () => {
    const value = await autopaySchema.validate({ choice: 'SAME', routingNumber: '1' }, { stripUnknown: true });
    expect(value).toEqual({ choice: 'SAME' });
    expect(await errorsOf(autopaySchema, { choice: 'MANUAL' })).toEqual([]);
  });

  it('autopay OTHER needs a valid account', async () => {
    expect(await errorsOf(autopaySchema, { choice: 'OTHER', routingNumber: '123456789' })).toEqual(
      expect.arrayContaining([
        'routingNumber: Enter a valid 9-digit routing number',
        'accountNumber: Required',
        'accountType: Required',
      ]),
    );
  });
});

describe('notary schemas', () => {
  const now = () => new Date('2026-03-02T12:00:00Z');

  it.each([
    ['2026-03-04T15:00:00Z', []],
    ['2026-03-02T18:00:00Z', ['requestedTime: Choose a time at least one day ahead']],
    ['2026-06-01T15:00:00Z', ['requestedTime: Choose a time within the next 60 days']],
    ['next tuesday', ['requestedTime: Choose a date and time']],
    ['', ['requestedTime: Required']],
  ])('manual notary time %s', async (requestedTime, expected) => {
    expect(await errorsOf(manualNotarySchema(now), { requestedTime })).toEqual(expected);
  });

  it('keeps the question ids of the answers', async () => {
    const sessionId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const value = await notaryAnswersSchema.validate(
      { sessionId, answers: { street: '12 Elm Street', city: 'Denver' } },
      { stripUnknown: true },
    );
    expect(value.answers).toEqual({ street: '12 Elm Street', city: 'Denver' });
    expect(await errorsOf(notaryAnswersSchema, { sessionId, answers: { street: '' } })).toEqual([
      'answers: Answer every question',
    ]);
    expect(await errorsOf(notaryAnswersSchema, { sessionId, answers: ['a'] })).toEqual([
      'answers: Answer every question',
    ]);
  });
});

describe('other closing schemas', () => {
  it('signing needs both documents and a location', async () => {
    expect(
      await errorsOf(signDocumentsSchema, { documents: ['CLOSING_DISCLOSURE', 'NOTE'], latitude: 0, longitude: 0 }),
    ).toEqual([]);
    expect(await errorsOf(signDocumentsSchema, { documents: ['NOTE', 'DEED'], longitude: 200 })).toEqual(
      expect.arrayContaining([
        'documents[1]: Unknown document',
        'latitude: Location is needed to sign',
        'longitude: Enter a longitude between -180 and 180',
      ]),
    );
  });

  it("signing takes the signer's IANA zone when given, and refuses one Intl does not know", async () => {
    const signed = { documents: ['CLOSING_DISCLOSURE', 'NOTE'], latitude: 39.7, longitude: -105 };
    expect(await errorsOf(signDocumentsSchema, { ...signed, timeZone: 'America/Denver' })).toEqual([]);
    expect(await signDocumentsSchema.validate({ ...signed, timeZone: 'America/Denver' })).toMatchObject({
      timeZone: 'America/Denver',
    });
    for (const bad of ['Mountain/Time', '', 'America/Denver; DROP TABLE']) {
      expect(await errorsOf(signDocumentsSchema, { ...signed, timeZone: bad })).toEqual([
        'timeZone: Unknown time zone: use an IANA name such as America/Denver',
      ]);
    }
    expect(await errorsOf(signDocumentsSchema, { ...signed, timeZone: 7 })).toEqual([
      'timeZone: Time zone must be an IANA name such as America/Denver',
    ]);
  });

  it('ID types are the spec list', async () => {
    expect(await errorsOf(idDocumentSchema, { idType: 'PASSPORT_FRONT' })).toEqual([]);
    expect(await errorsOf(idDocumentSchema, { idType: 'PASSPORT_BACK' })).toEqual(['idType: Choose the type of ID']);
  });

  it('income sources: one to ten', async () => {
    const source = { employmentType: 'SELF_EMPLOYED', annualIncome: 50000 };
    expect(await errorsOf(incomeSourcesSchema, { incomeSources: [source] })).toEqual([]);
    expect(await errorsOf(incomeSourcesSchema, { incomeSources: Array(11).fill(source) })).toEqual([
      'incomeSources: Add at most 10 income sources',
    ]);
  });
});
