// Debt payoff maths and the shared merchant schemas: the split of the initial draw to the cent, the liens a choice
// releases, and what the review and the attestation accept.
import { liensToRelease, payoffSplit, payoffTotal } from '../../../src/domain/payoff';
import { debtPayoffAttestationSchema, debtPayoffReviewSchema } from '../../../src/domain/validation/merchant';

const DEBTS = [
  { id: 'a', balance: 8_412.37, lien: null },
  { id: 'b', balance: 5_230, lien: null },
  { id: 'c', balance: 0.1, lien: null },
  { id: 'd', balance: 0.2, lien: 'UCC fixture filing' },
];

async function reviewErrors(initialDraw: number, ids: unknown): Promise<string[]> {
  try {
    await debtPayoffReviewSchema({ initialDraw, debts: DEBTS }).validate({ payoffDebtIds: ids }, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('payoffSplit', () => {
  it.each([
    [[], 0, 10_000, 0],
    [['a'], 8_412.37, 1_587.63, 0],
    [['c', 'd'], 0.3, 9_999.7, 0],
    [['a', 'b'], 13_642.37, 0, 3_642.37],
  ])('%j of a $10,000 draw: %p to creditors, %p to the borrower, %p over', (ids, toCreditors, toBorrower, overBy) => {
    expect(payoffSplit(10_000, DEBTS, ids)).toEqual({ toCreditors, toBorrower, overBy });
  });

  it('adds to the cent and ignores ids it does not know', () => {
    expect(payoffTotal(DEBTS, ['c', 'd', 'zz'])).toBe(0.3);
  });

  it('names the debts whose lien is released', () => {
    expect(liensToRelease(DEBTS, ['a', 'd']).map((d) => d.id)).toEqual(['d']);
    expect(liensToRelease(DEBTS, ['a', 'b'])).toEqual([]);
  });
});

describe('debtPayoffReviewSchema', () => {
  it.each([
    ['none', []],
    ['exactly the draw', ['a']],
  ])('accepts %s', async (_name, ids) => {
    expect(await reviewErrors(8_412.37, ids)).toEqual([]);
  });

  it.each([
    [
      'over the draw',
      ['a', 'b'],
      ['The debts you chose total $13,642.37, more than your initial draw of $10,000.00. Choose fewer debts.'],
    ],
    ['an unknown debt', ['a', 'zz'], ['Choose only debts listed on your credit report']],
    ['a debt twice', ['c', 'c'], ['Choose each debt once']],
  ])('refuses %s', async (_name, ids, errors) => {
    expect(await reviewErrors(10_000, ids)).toEqual(errors);
  });
});

describe('debtPayoffAttestationSchema', () => {
  it('asks the lien release only when a lien is paid off', async () => {
    const given = { attestAccounts: true, authorizePayment: true };
    await expect(debtPayoffAttestationSchema(false).validate(given)).resolves.toBeTruthy();
    await expect(debtPayoffAttestationSchema(true).validate(given)).rejects.toThrow(
      'Authorize us to request the lien release to continue',
    );
    await expect(debtPayoffAttestationSchema(false).validate({ ...given, authorizePayment: false })).rejects.toThrow(
      'Authorize us to pay your creditors to continue',
    );
  });
});
