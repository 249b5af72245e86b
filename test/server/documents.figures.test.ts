import { offerFigures } from '../../server/documents/figures';
import { findOrganisation, type Organisation } from '../../server/organisations';
import { initialDraw, type Offer } from '../../src/domain/offers';
import { blankApplicationFields, type Application } from '../../src/domain/types';

function org(code: string): Organisation {
  const found = findOrganisation(code);
  if (!found) throw new Error(`no organisation ${code}`);
  return found;
}

function application(fields: Partial<Application>): Application {
  return {
    ...blankApplicationFields(),
    uuid: 'a',
    status: {},
    selectedPropertyUuid: null,
    property: { uuid: 'p', street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    saleStatus: 'NOT_SELLING',
    auditFields: { createdDate: '2026-11-01T00:00:00.000Z' },
    ...fields,
  };
}

const offer: Offer = {
  term: 15,
  apr: 8.85,
  minLine: 15000,
  maxLine: 200000,
  originationFeePercent: 2.49,
  originationFee: 4980,
  initialDraw: 195020,
  monthlyPayment: 2010.86,
};

describe('document figures', () => {
  it('uses the chosen offer’s fee, and amortises the whole line', () => {
    const f = offerFigures(application({ term: 15, rate: 8.85, amount: 50000 }), org('HEARTH'), offer);
    expect(f).toMatchObject({
      chosen: true,
      lineAmount: 50000,
      originationFeePercent: 2.49,
      originationFee: 1245,
      initialDraw: initialDraw(50000, 2.49),
      monthlyPayment: 502.68,
      drawPeriodYears: 5,
      repaymentYears: 10,
      margin: 1.35,
      maxRecordingTax: 700,
    });
  });

  it('derives the fee from the stored initial draw when the offer is not at hand', () => {
    const f = offerFigures(
      application({ term: 5, rate: 7.6, amount: 100000, uwCalculatedDrawAmount: 98010 }),
      org('HEARTH'),
    );
    expect(f.originationFeePercent).toBe(1.99);
    expect(f.originationFee).toBe(1990);
    expect(f.initialDraw).toBe(98010);
    expect(f.drawPeriodYears).toBe(5);
  });

  it('falls back to the organisation’s maximum fee, and reports no offer before one is chosen', () => {
    const f = offerFigures(application({}), org('PINECREST_CU'));
    expect(f.chosen).toBe(false);
    // The fixture's home is in Texas: Texas's 2% cap is below the credit union's own 2.99% (lendingRules).
    expect(f.originationFeePercent).toBe(2);
    expect(f.maxOriginationFeePercent).toBe(2);
    expect(f.minLaterDraw).toBe(4000);
    expect(f.monthlyPayment).toBe(0);
  });
});
