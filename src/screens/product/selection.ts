// product/select's form: the term (a radio value, so a string while the borrower chooses) and the amount, checked
// with the server's schema plus what only the chosen offer knows: its own maximum line.
import { amountProblem, type Offer } from '../../domain/offers';
import { amountField, offerSelectionSchema, termField } from '../../domain/validation/offer';

export interface SelectionValues {
  term?: string;
  amount?: number;
}

type OfferBounds = Pick<Offer, 'term' | 'minLine' | 'maxLine'>;

export const NOT_OFFERED = 'Choose one of the offered terms';

export function offerFor<O extends Pick<Offer, 'term'>>(offers: readonly O[], term: unknown): O | undefined {
  if (term === undefined || term === null || term === '') return undefined;
  return offers.find((o) => o.term === Number(term));
}

/**
 * offerSelectionSchema, with the term limited to the terms offered and the amount to the chosen offer's
 * minimum and maximum: amountProblem gives the server's own message, and it replaces the product-wide maximum
 * (the offer's is the one that binds).
 */
export function selectionSchema(offers: readonly OfferBounds[]) {
  return offerSelectionSchema.shape({
    term: termField.test('offered', NOT_OFFERED, (value) =>
      typeof value !== 'number' || Number.isNaN(value) ? true : Boolean(offerFor(offers, value)),
    ),
    amount: amountField.when('term', ([chosen], schema) => {
      const offer = offerFor(offers, chosen);
      if (!offer) return schema;
      return schema.test({
        name: 'max',
        exclusive: true,
        test(value, context) {
          if (typeof value !== 'number' || !Number.isFinite(value)) return true;
          const problem = amountProblem(offer, value);
          return problem ? context.createError({ message: problem }) : true;
        },
      });
    }),
  });
}

/** The step's body: the numbers the server's schema wants. */
export function selectionBody(values: SelectionValues): { term: number; amount: number } {
  return { term: Number(values.term), amount: Number(values.amount) };
}
