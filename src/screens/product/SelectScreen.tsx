// The offers screen: one offer per term as radio choices, the amount to draw, and a summary of what that line
// costs that follows the borrower's choice, computed with the same maths the server stores with.
import { useEffect, useMemo, useState } from 'react';
import { useField, useFormState } from 'react-final-form';
import styled from 'styled-components';
import type { OffersAnswer } from '../../api/journey';
import { formatCurrency, formatPercent } from '../../domain/format';
import {
  amountProblem,
  compareOffers,
  drawCost,
  exampleAmount,
  MIN_LINE,
  type DrawCost,
  type Offer,
} from '../../domain/offers';
import {
  Alert,
  AppForm,
  Button,
  Card,
  CurrencyField,
  FactList,
  PageHeading,
  Spinner,
  Stack,
  StatusMessage,
} from '../../ui';
import { useJourneyForm } from '../../connected';
import type { ResourceState } from '../../../store/journey';
import { money, OfferCards, termLabel } from './OfferCards';
import { offerFor, selectionBody, selectionSchema, type SelectionValues } from './selection';

export const SELECT_TITLE = 'Choose your offer';

/** How long the figures must stay put before a screen reader hears them (typing an amount is not announced). */
export const SUMMARY_ANNOUNCE_DELAY_MS = 1000;
const SLIDER_STEP = 500;

const years = (term: number) => (term === 1 ? '1 year' : `${term} years`);

const SummaryHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const ExampleNote = styled.p`
  margin: 0;
`;

const Slider = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 44px;
    accent-color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const sortByTerm = (offers: readonly Offer[]) => [...offers].sort((a, b) => a.term - b.term);

/** A second way to set `amount`, for pointer and touch; the currency field stays the one named in the form. */
function AmountSlider({ bounds }: { bounds: Pick<Offer, 'minLine' | 'maxLine'> }) {
  const { input } = useField<number | undefined>('amount', {
    subscription: { value: true },
    format: (value) => value,
  });
  const min = bounds.minLine;
  const max = bounds.maxLine;
  const current = typeof input.value === 'number' ? Math.min(max, Math.max(min, input.value)) : min;
  return (
    <Slider>
      <label htmlFor="amount-slider">Or slide to set the amount</label>
      <input
        id="amount-slider"
        type="range"
        min={min}
        max={max}
        step={SLIDER_STEP}
        value={current}
        aria-valuetext={formatCurrency(current)}
        aria-describedby="amount-slider-scale"
        onChange={(event) => input.onChange(Number(event.target.value))}
        onBlur={() => input.onBlur()}
      />
      <Scale id="amount-slider-scale">
        <span>{formatCurrency(min)} minimum</span>
        <span>{formatCurrency(max)} maximum</span>
      </Scale>
    </Slider>
  );
}

/** What "Your line at a glance" shows: the borrower's own line, an example until there is one, or what is missing. */
type Glance =
  | { kind: 'own' | 'example'; offer: Offer; amount: number; cost: DrawCost; lowestCost: boolean }
  | { kind: 'message'; text: string };

function glanceFor(offers: readonly Offer[], values: SelectionValues): Glance {
  const offer = offerFor(offers, values.term);
  const typed = typeof values.amount === 'number' && Number.isFinite(values.amount) ? values.amount : null;
  if (offer) {
    if (typed === null) {
      const amount = Math.min(offer.maxLine, Math.max(offer.minLine, exampleAmount(offers)));
      return { kind: 'example', offer, amount, cost: drawCost(offer, amount), lowestCost: false };
    }
    if (amountProblem(offer, typed) !== null) {
      return {
        kind: 'message',
        text: `Enter an amount from ${formatCurrency(offer.minLine)} to ${formatCurrency(offer.maxLine)} to see your payment.`,
      };
    }
    return { kind: 'own', offer, amount: typed, cost: drawCost(offer, typed), lowestCost: false };
  }
  // No term yet: the lowest-cost term, at the amount entered or else the example amount.
  const comparison = compareOffers(offers, typed ?? exampleAmount(offers));
  const best = comparison.terms.find((t) => t.offer.term === comparison.lowestCostTerm);
  if (!best?.cost) {
    const highest = Math.max(...offers.map((o) => o.maxLine));
    return {
      kind: 'message',
      text: `Enter an amount from ${formatCurrency(MIN_LINE)} to ${formatCurrency(highest)} to see your payment.`,
    };
  }
  return { kind: 'example', offer: best.offer, amount: comparison.amount, cost: best.cost, lowestCost: true };
}

/**
 * The chosen line's figures, updated as the borrower moves, and announced once they settle. Before there is a
 * choice, an example (labelled as one) shows what a line would look like; only the borrower's own line is announced.
 */
function OfferSummary({ offers }: { offers: readonly Offer[] }) {
  const { values } = useFormState<SelectionValues>({ subscription: { values: true } });
  const glance = glanceFor(offers, values);
  const figures = glance.kind === 'message' ? null : glance;

  const spoken =
    glance.kind === 'own'
      ? `${formatCurrency(glance.amount)} over ${years(glance.offer.term)} at ${formatPercent(glance.offer.apr, 2)} APR: ` +
        `monthly payment ${formatCurrency(glance.cost.monthlyPayment, 2)}, initial draw ${money(glance.cost.initialDraw)}.`
      : null;
  const [announcement, setAnnouncement] = useState<string | null>(null);
  useEffect(() => {
    if (!spoken) return undefined;
    const timer = setTimeout(() => setAnnouncement(spoken), SUMMARY_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [spoken]);

  return (
    <Card aria-labelledby="offer-summary-heading" data-testid="offer-summary">
      <Stack gap="md">
        <SummaryHeading id="offer-summary-heading">Your line at a glance</SummaryHeading>
        <StatusMessage message={announcement} />
        {figures?.kind === 'example' && (
          <ExampleNote data-testid="offer-summary-example">
            <strong>Example:</strong> the {termLabel(figures.offer.term)}
            {figures.lowestCost ? ', the lowest total cost,' : ''} on a {formatCurrency(figures.amount)} line.{' '}
            {values.term ? 'Enter your amount to see your own figures.' : 'Choose a term to make it yours.'}
          </ExampleNote>
        )}
        {figures ? (
          <FactList>
            <dt>APR</dt>
            <dd>{formatPercent(figures.offer.apr, 2)}</dd>
            <dt>Line amount</dt>
            <dd>{formatCurrency(figures.amount)}</dd>
            <dt>Origination fee ({formatPercent(figures.offer.originationFeePercent, 2)})</dt>
            <dd>{money(figures.cost.originationFee)}</dd>
            <dt>Initial draw</dt>
            <dd>{money(figures.cost.initialDraw)}</dd>
            <dt>Monthly payment</dt>
            <dd>{formatCurrency(figures.cost.monthlyPayment, 2)}</dd>
            <dt>Fixed term</dt>
            <dd>{years(figures.offer.term)}</dd>
            <dt>Interest and fees over the term</dt>
            <dd>{formatCurrency(figures.cost.interestAndFees, 2)}</dd>
          </FactList>
        ) : (
          <p>{glance.kind === 'message' ? glance.text : null}</p>
        )}
        <Note>
          Your initial draw is the full line less the origination fee, at the fixed APR above. Later draws during the
          draw period have a variable rate: the Prime Rate of the month before plus a fixed margin, set on the day of
          the draw.
        </Note>
      </Stack>
    </Card>
  );
}

/** Before a term is chosen the slider spans every offer; after, the chosen offer's own range. */
function SliderForChosenOffer({ offers }: { offers: readonly Offer[] }) {
  const { values } = useFormState<SelectionValues>({ subscription: { values: true } });
  const offer = offerFor(offers, values.term);
  const bounds = offer ?? {
    minLine: Math.min(...offers.map((o) => o.minLine)),
    maxLine: Math.max(...offers.map((o) => o.maxLine)),
  };
  return bounds.maxLine > bounds.minLine ? <AmountSlider bounds={bounds} /> : null;
}

/** Every term at the amount being considered: the one entered, or an example until there is one. */
function ComparedTerms({ offers }: { offers: readonly Offer[] }) {
  const { values } = useFormState<SelectionValues>({ subscription: { values: true } });
  const typed = typeof values.amount === 'number' && Number.isFinite(values.amount) ? values.amount : null;
  const comparison = useMemo(() => compareOffers(offers, typed ?? exampleAmount(offers)), [offers, typed]);
  return (
    <OfferCards
      name="term"
      legend="Term"
      hint="Each term has a fixed rate on the initial draw. A shorter term costs less in interest; a longer one has lower payments."
      comparison={comparison}
      example={typed === null}
      required
    />
  );
}

interface SelectFormProps {
  uuid: string;
  answer: OffersAnswer;
  onReload: () => void;
}

function SelectForm({ uuid, answer, onReload }: SelectFormProps) {
  const offers = useMemo(() => sortByTerm(answer.offers), [answer.offers]);
  const { selection } = answer;
  const schema = useMemo(() => selectionSchema(offers), [offers]);
  const form = useJourneyForm<SelectionValues, { term: number; amount: number }>({
    uuid,
    step: 'selectOffer',
    draft: 'product-select',
    defaults: selection ? { term: String(selection.term), amount: selection.amount } : {},
    toBody: selectionBody,
    // An offer the server has changed since this page loaded: show its current terms beside the message.
    onFailure: onReload,
  });
  const highest = Math.max(...offers.map((o) => o.maxLine));

  return (
    <AppForm<SelectionValues>
      schema={schema}
      onSubmit={form.onSubmit}
      initialValues={form.initialValues}
      onValuesChange={form.onValuesChange}
      submitLabel="Select this offer"
    >
      <CurrencyField
        name="amount"
        label="Amount of your line"
        hint={`From ${formatCurrency(MIN_LINE)} up to the maximum of the term you choose (at most ${formatCurrency(highest)}).`}
        required
      />
      <SliderForChosenOffer offers={offers} />
      <ComparedTerms offers={offers} />
      <OfferSummary offers={offers} />
    </AppForm>
  );
}

export interface SelectScreenProps {
  uuid: string;
  offers: ResourceState<OffersAnswer>;
  /** The borrower came back from signing: verification revised the offer. */
  revised: boolean;
  onReload: () => void;
}

export function SelectScreen({ uuid, offers, revised, onReload }: SelectScreenProps) {
  const { data, status, error } = offers;
  const subtitle =
    data?.homeValue != null
      ? `Your offers are based on a home value of ${formatCurrency(data.homeValue)} and the liens you confirmed.`
      : 'Your offers are based on your home’s value and the liens you confirmed.';
  return (
    <Stack gap="lg">
      <PageHeading subtitle={subtitle}>{SELECT_TITLE}</PageHeading>
      {data?.revision && (
        <Alert variant="info" title="Your offer changed after we verified your income">
          The income we verified ({formatCurrency(data.revision.verifiedAnnualIncome)} a year) is lower than the{' '}
          {formatCurrency(data.revision.statedAnnualIncome)} you told us, so your maximum line went from{' '}
          {formatCurrency(data.revision.previousMaxLine)} to {formatCurrency(data.revision.newMaxLine)}. Choose your
          term and amount again to continue.
        </Alert>
      )}
      {revised && !data?.revision && (
        <Alert variant="info" title="Your offer was revised after verification">
          We checked your income and property, and the offers below reflect what we verified. Choose your term and
          amount again to continue to signing.
        </Alert>
      )}
      {data && data.offers.length > 0 && <SelectForm uuid={uuid} answer={data} onReload={onReload} />}
      {data && data.offers.length === 0 && (
        <Alert variant="info" title="Your offers are not ready">
          We are still working out your offers. Check again in a moment.{' '}
          <Button variant="link" onClick={onReload}>
            Check again
          </Button>
        </Alert>
      )}
      {!data && status === 'failed' && (
        <Alert variant="error" title="We could not load your offers">
          <p>{error?.message}</p>
          <Button variant="secondary" onClick={onReload}>
            Try again
          </Button>
        </Alert>
      )}
      {!data && status !== 'failed' && <Spinner label="Loading your offers" />}
    </Stack>
  );
}
