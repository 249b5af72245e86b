// The offered terms as comparison cards: one native radio per term (arrow keys move between them), each card with
// its figures at the amount being considered and the lowest-cost term marked in words.
import { useField } from 'react-final-form';
import styled, { css } from 'styled-components';
import { formatCurrency, formatPercent } from '../../domain/format';
import type { Offer, OfferComparison, TermComparison } from '../../domain/offers';
import { CheckIcon, VisuallyHidden } from '../../ui';
import { describedBy, FieldError, FieldHint, useFieldIds, visibleError } from '../../ui/forms/FieldParts';

export const LOWEST_COST_BADGE = 'Lowest total cost';
const DASH = '—';

/** Whole dollars as such, cents when there are any. */
export const money = (value: number) => formatCurrency(value, Number.isInteger(value) ? 0 : 2);
export const termLabel = (term: number) => `${term}-year term`;

/** Why a card has no figures, in the card's own words. */
function reasonFor(row: TermComparison<Offer>, amount: number): string {
  if (!Number.isFinite(amount) || amount < row.offer.minLine)
    return `Lines start at ${formatCurrency(row.offer.minLine)}`;
  return `This term lends up to ${formatCurrency(row.offer.maxLine)}`;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Caption = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

// One column on a phone; two or more as soon as a card has ~15rem (min() keeps a 320px screen from scrolling sideways).
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  /* Room for the badge that sits on the first row's top border. */
  padding-top: ${({ theme }) => theme.space.sm};
`;

const OfferCard = styled.div<{ $chosen: boolean; $invalid: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  font-variant-numeric: tabular-nums;
  border: 1px solid
    ${({ theme, $chosen, $invalid }) =>
      $chosen ? theme.colors.primaryText : $invalid ? theme.colors.error : theme.colors.border};
  /* The chosen card: a ring that thickens its border (not the colour alone: the check marks it too), drawn outside
     the box so the cards keep their places in the grid. */
  ${({ $chosen, theme }) =>
    $chosen &&
    css`
      background: ${theme.colors.primary[50]};
      box-shadow: 0 0 0 2px ${theme.colors.primaryText};
    `}

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  /* Clear of the check in the corner. */
  padding-right: ${({ theme }) => theme.space.lg};

  input {
    /* Above the label's stretch, so a click or tap lands on the radio itself. */
    position: relative;
    z-index: 1;
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primaryText};
  }
  /* The whole card picks the term: the label stretches over it (the figures stay outside the label's markup). */
  label {
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.md};
    cursor: pointer;
  }
  label::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

const ChosenMark = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primaryText};
  color: ${({ theme }) => theme.colors.surface};
`;

const Badge = styled.span`
  position: absolute;
  top: 0;
  left: ${({ theme }) => theme.space.md};
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.6;
  white-space: nowrap;
`;

const Payment = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.text};
`;

const PerMonth = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Apr = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Reason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

// Same rows in the same order on every card, pushed to the card's foot, so the figures line up across a grid row.
const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

interface CardProps {
  name: string;
  row: TermComparison<Offer>;
  amount: number;
  lowest: boolean;
  baseId: string;
  errorId: string | undefined;
  invalid: boolean;
}

function TermCard({ name, row, amount, lowest, baseId, errorId, invalid }: CardProps) {
  const { offer, cost } = row;
  const value = String(offer.term);
  const { input } = useField(name, { type: 'radio', value, subscription: { value: true } });
  const id = `${baseId}-${value}`;
  const apr = `${formatPercent(offer.apr, 2)} APR`;
  const payment = cost ? formatCurrency(cost.monthlyPayment, 2) : null;
  const reason = cost ? null : reasonFor(row, amount);
  // The name a screen reader gives the radio carries the figures to compare; the rest is its description.
  const accessibleName = [
    termLabel(offer.term),
    apr,
    payment ? `${payment} a month` : null,
    lowest ? LOWEST_COST_BADGE.toLowerCase() : null,
  ]
    .filter(Boolean)
    .join(', ');
  const fact = (key: string) => `${id}-${key}`;
  const facts = cost
    ? [fact('fee-label'), fact('fee'), fact('receive-label'), fact('receive'), fact('cost-label'), fact('cost')]
    : [fact('reason')];
  const description = [...facts, fact('max-label'), fact('max'), errorId].filter(Boolean).join(' ');

  return (
    <OfferCard $chosen={Boolean(input.checked)} $invalid={invalid} data-testid={`offer-card-${value}`}>
      {lowest && <Badge>{LOWEST_COST_BADGE}</Badge>}
      <Header>
        <input {...input} id={id} aria-label={accessibleName} aria-describedby={description} />
        <label htmlFor={id}>{termLabel(offer.term)}</label>
      </Header>
      {input.checked && (
        <ChosenMark>
          <CheckIcon size={16} />
        </ChosenMark>
      )}
      <Payment>
        {payment ?? <span aria-hidden="true">{DASH}</span>}
        <PerMonth>{payment ? ' a month' : <VisuallyHidden>No monthly payment shown</VisuallyHidden>}</PerMonth>
      </Payment>
      <Apr>{apr}</Apr>
      {reason && <Reason id={fact('reason')}>{reason}</Reason>}
      <Facts>
        <dt id={fact('fee-label')}>Origination fee ({formatPercent(offer.originationFeePercent, 2)})</dt>
        <dd id={fact('fee')}>{cost ? money(cost.originationFee) : DASH}</dd>
        <dt id={fact('receive-label')}>You receive</dt>
        <dd id={fact('receive')}>{cost ? money(cost.initialDraw) : DASH}</dd>
        <dt id={fact('cost-label')}>Interest and fees over the term</dt>
        <dd id={fact('cost')}>{cost ? formatCurrency(cost.interestAndFees, 2) : DASH}</dd>
        <dt id={fact('max-label')}>Borrow up to</dt>
        <dd id={fact('max')}>{formatCurrency(offer.maxLine)}</dd>
      </Facts>
    </OfferCard>
  );
}

export interface OfferCardsProps {
  name: string;
  legend: string;
  hint: string;
  comparison: OfferComparison<Offer>;
  /** The figures are for an example amount, not one the borrower entered. */
  example: boolean;
  required?: boolean;
}

export function OfferCards({ name, legend, hint, comparison, example, required }: OfferCardsProps) {
  const { meta } = useField(name, {
    subscription: { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const ids = useFieldIds(name);
  const error = visibleError(meta);
  const captionId = `${ids.inputId}-caption`;
  const { amount } = comparison;
  const caption = example
    ? `Figures for an example line of ${formatCurrency(amount)}, the most every term lends. Enter your amount to see yours.`
    : `Figures for a line of ${formatCurrency(amount)}, drawn in full at opening.`;
  return (
    <Fieldset
      role="radiogroup"
      aria-labelledby={ids.labelId}
      aria-describedby={describedBy(ids, true, error, captionId)}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
    >
      <Legend id={ids.labelId}>{legend}</Legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <Caption id={captionId}>{caption}</Caption>
      <Grid>
        {comparison.terms.map((row) => (
          <TermCard
            key={row.offer.term}
            name={name}
            row={row}
            amount={amount}
            lowest={comparison.lowestCostTerm === row.offer.term}
            baseId={ids.inputId}
            errorId={error ? ids.errorId : undefined}
            invalid={Boolean(error)}
          />
        ))}
      </Grid>
      <FieldError id={ids.errorId} error={error} />
    </Fieldset>
  );
}
