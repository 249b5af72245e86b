import { accountMask, isValidAccountNumber, isValidRoutingNumber } from '../../../src/domain/bank';

describe('isValidRoutingNumber', () => {
  it.each([
    ['011000015', true], // Federal Reserve Bank of Boston
    ['021000021', true], // JPMorgan Chase, New York
    ['121000358', true], // Bank of America, California
    ['322271627', true], // Chase, California (thrift range)
    ['011000016', false], // checksum off by one
    ['021000022', false],
    ['131000018', false], // checksum fine, but prefix 13 is not a district range
    ['911000018', false], // checksum fine, prefix 91
    ['01100001', false], // eight digits
    ['0110000150', false], // ten digits
    ['01100001a', false],
    ['', false],
    ['000000000', true], // prefix 00 (US government) with a zero checksum
  ])('%s → %s', (value, expected) => {
    expect(isValidRoutingNumber(value)).toBe(expected);
  });

  it('refuses non-strings', () => {
    expect(isValidRoutingNumber(null)).toBe(false);
    expect(isValidRoutingNumber(undefined)).toBe(false);
  });
});

describe('isValidAccountNumber', () => {
  it.each([
    ['1234', true],
    ['12345678901234567', true],
    ['123', false],
    ['123456789012345678', false],
    ['1234-5678', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidAccountNumber(value)).toBe(expected);
  });
});

describe('accountMask', () => {
  it('keeps the last four digits only', () => {
    expect(accountMask('000123456789')).toBe('6789');
    expect(accountMask('12-34 56')).toBe('3456');
  });
});
