import {
  DEFAULT_ERROR_MESSAGE,
  formatAddress,
  formatCurrency,
  formatDate,
  formatPercent,
  formatPhone,
  joinErrors,
  shortenAddress,
  titleCase,
} from '../../../src/domain/format';
import type { Address } from '../../../src/domain/types';

describe('formatCurrency', () => {
  it.each<[number, number | undefined, string]>([
    [150000, undefined, '$150,000'],
    [0, undefined, '$0'],
    [15000, undefined, '$15,000'],
    [400000.49, undefined, '$400,000'],
    [999.5, undefined, '$1,000'],
    [1234.5, 2, '$1,234.50'],
    [1234.567, 2, '$1,234.57'],
    [0.1, 2, '$0.10'],
    [-2500, undefined, '-$2,500'],
    [1234567.891, 0, '$1,234,568'],
  ])('formats %p with %p decimals as %p', (value, decimals, expected) => {
    expect(formatCurrency(value, decimals)).toBe(expected);
  });

  it.each([null, undefined, NaN, Infinity, -Infinity])('returns an empty string for %p', (value) => {
    expect(formatCurrency(value)).toBe('');
  });
});

describe('formatPercent', () => {
  it.each<[number, number | undefined, string]>([
    [7.6, undefined, '7.6%'],
    [7.6, 2, '7.60%'],
    [17.2, 2, '17.20%'],
    [4.99, undefined, '5.0%'],
    [4.99, 2, '4.99%'],
    [0, undefined, '0.0%'],
    [12, 0, '12%'],
    [-1.25, 1, '-1.3%'],
  ])('formats %p with %p decimals as %p', (value, decimals, expected) => {
    expect(formatPercent(value, decimals)).toBe(expected);
  });

  it.each([null, undefined, NaN, Infinity])('returns an empty string for %p', (value) => {
    expect(formatPercent(value)).toBe('');
  });
});

describe('formatPhone', () => {
  it.each([
    ['+15551234567', '+1 (555) 123-4567'],
    ['15551234567', '+1 (555) 123-4567'],
    ['1-555-123-4567', '+1 (555) 123-4567'],
    ['+1-555-123-4567', '+1 (555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['5551234567', '(555) 123-4567'],
  ])('formats %p as %p', (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it.each([
    '',
    '555123456', // 9 digits
    '555123456789', // 12 digits, no plus
    '25551234567', // 11 digits not starting with 1
    '+25551234567', // another country code
    '+1555123456', // 11 characters starting +1
    '+155512345678', // 13 characters starting +1
    '555-1234-567', // dashes in the wrong places
    '555.123.4567',
    '(555) 123-4567',
    ' 5551234567',
    'call me',
  ])('returns %p unchanged', (raw) => {
    expect(formatPhone(raw)).toBe(raw);
  });

  it.each([null, undefined])('returns an empty string for %p', (raw) => {
    expect(formatPhone(raw)).toBe('');
  });
});

describe('formatDate', () => {
  it.each<[string | Date, 'MM/dd/yyyy' | 'yyyy-MM-dd' | undefined, string]>([
    ['2024-01-05', undefined, '01/05/2024'],
    ['2024-01-05', 'MM/dd/yyyy', '01/05/2024'],
    ['2024-01-05', 'yyyy-MM-dd', '2024-01-05'],
    // Date-only strings are calendar dates: no time-zone shift at the start or end of a month or year.
    ['2024-01-01', undefined, '01/01/2024'],
    ['2023-12-31', 'yyyy-MM-dd', '2023-12-31'],
    ['2024-02-29', undefined, '02/29/2024'],
    ['2024-01-05T23:30:00', undefined, '01/05/2024'],
    ['2024-01-05T00:00:00', 'yyyy-MM-dd', '2024-01-05'],
    [new Date(2024, 0, 5), undefined, '01/05/2024'],
    [new Date(2024, 11, 31, 23, 59), 'yyyy-MM-dd', '2024-12-31'],
  ])('formats %p with %p as %p', (value, pattern, expected) => {
    expect(formatDate(value, pattern)).toBe(expected);
  });

  it.each<[string | Date | null | undefined]>([
    ['not a date'],
    [''],
    ['2024-02-30'],
    ['2024-13-01'],
    ['01/05/2024'],
    [new Date('nonsense')],
    [null],
    [undefined],
  ])('shows Invalid Date for %p', (value) => {
    expect(formatDate(value)).toBe('Invalid Date');
    expect(formatDate(value, 'yyyy-MM-dd')).toBe('Invalid Date');
  });
});

describe('titleCase', () => {
  it.each<[string | null | undefined, string]>([
    ['123 MAIN ST', '123 Main St'],
    ['123 main st', '123 Main St'],
    ['apt 4', 'Apt 4'],
    ['springfield', 'Springfield'],
    ['WINSTON-SALEM', 'Winston-Salem'],
    ['  new   york  ', 'New York'],
    ['1ST AVE', '1st Ave'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('turns %p into %p', (input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });
});

describe('formatAddress', () => {
  const base: Address = { street1: '123 MAIN ST', city: 'SPRINGFIELD', state: 'il', zip: '62704' };

  it.each<[string, Address, string[]]>([
    ['with street2', { ...base, street2: 'APT 4' }, ['123 Main St', 'Apt 4', 'Springfield, IL 62704']],
    ['without street2', base, ['123 Main St', 'Springfield, IL 62704']],
    ['with a null street2', { ...base, street2: null }, ['123 Main St', 'Springfield, IL 62704']],
    ['with a blank street2', { ...base, street2: '  ' }, ['123 Main St', 'Springfield, IL 62704']],
    [
      'already title-cased, nine-digit zip',
      { street1: '9 Elm Rd', city: 'Salt Lake City', state: 'UT', zip: '84101-1234' },
      ['9 Elm Rd', 'Salt Lake City, UT 84101-1234'],
    ],
  ])('formats an address %s', (_name, address, expected) => {
    expect(formatAddress(address)).toEqual(expected);
  });
});

describe('shortenAddress', () => {
  it.each<[string | null | undefined, string]>([
    ['0x1234567890abcdef', '0x1234...bcdef'],
    ['abcdefghijkl', 'abcdef...hijkl'], // 12 characters: shortened
    ['abcdefghijk', 'abcdefghijk'], // 11 characters: unchanged
    ['short', 'short'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('turns %p into %p', (input, expected) => {
    expect(shortenAddress(input)).toBe(expected);
  });
});

describe('joinErrors', () => {
  it.each<[string, string[] | null | undefined, string]>([
    ['one message', ['Email already registered'], 'Email already registered.'],
    ['several messages', ['Bad zip', 'Bad phone'], 'Bad zip, Bad phone.'],
    ['a message with its own full stop', ['Email already registered.'], 'Email already registered.'],
    ['full stops inside the list', ['Bad zip.', 'Bad phone.'], 'Bad zip, Bad phone.'],
    ['trailing spaces after the full stop', ['Bad zip. '], 'Bad zip.'],
    ['an ellipsis', ['Please wait...'], 'Please wait.'],
    ['blank entries skipped', ['', 'Bad zip', '  '], 'Bad zip.'],
    ['an empty list', [], 'Something unexpected happened.'],
    ['only blanks', ['', ' ', '.'], 'Something unexpected happened.'],
    ['null', null, 'Something unexpected happened.'],
    ['undefined', undefined, 'Something unexpected happened.'],
  ])('joins %s', (_name, messages, expected) => {
    expect(joinErrors(messages)).toBe(expected);
  });

  it('exports the default message', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Something unexpected happened.');
  });

  it('ignores non-string entries from a malformed server answer', () => {
    expect(joinErrors(['Bad zip', 42, null] as unknown as string[])).toBe('Bad zip.');
  });
});
