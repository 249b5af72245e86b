// The selected offer in the sidebar: shown only once term, rate and amount are all above 0.
import styled from 'styled-components';
import { formatCurrency, formatPercent } from '../domain/format';
import { monthlyPayment } from '../domain/offers';
import type { Application } from '../domain/types';

export function hasOffer(application: Pick<Application, 'term' | 'rate' | 'amount'> | null | undefined): boolean {
  return Boolean(application && application.term > 0 && application.rate > 0 && application.amount > 0);
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

export function OfferSection({ application }: { application: Application | null }) {
  if (!application || !hasOffer(application)) return null;
  const { term, rate, amount } = application;
  // The initial draw is the line less the origination fee: the server's figure when it has one.
  const initialDraw = application.uwCalculatedDrawAmount ?? amount;
  // The spec amortises the payment from term, rate and amount (the line), as the disclosures do.
  const payment = monthlyPayment(amount, rate, term);
  return (
    <section aria-labelledby="shell-offer-heading" data-testid="offer-section">
      <h2 id="shell-offer-heading">Your offer</h2>
      <Facts>
        <div style={{ display: 'contents' }}>
          <dt>APR</dt>
          <dd>{formatPercent(rate, 2)}</dd>
        </div>
        <div style={{ display: 'contents' }}>
          <dt>Initial draw</dt>
          <dd>{formatCurrency(initialDraw)}</dd>
        </div>
        <div style={{ display: 'contents' }}>
          <dt>Monthly payment</dt>
          <dd>{formatCurrency(payment, 2)}</dd>
        </div>
        <div style={{ display: 'contents' }}>
          <dt>Fixed term</dt>
          <dd>{term === 1 ? '1 year' : `${term} years`}</dd>
        </div>
      </Facts>
    </section>
  );
}
