// The offers screen: one offer per term as radio choices, the amount to draw, and a summary of what that line
// costs that follows the borrower's choice, computed with the same maths the server stores with.
import { useEffect, useMemo, useState } from 'react';
import { useField, useFormState } from 'react-final-form';
import styled from 'styled-components';
import type { OfferAnswer, OffersAnswer } from '../../api/journey';
import { formatCurrency, formatPercent } from '../../domain/format';
import { amountProblem, drawFigures, MIN_LINE } from '../../domain/offers';
import {
  Alert,
  AppForm,
  Button,
  Card,
  CurrencyField,
  FactList,
  PageHeading,
  RadioGroupField,
  Spinner,
  Stack,
  StatusMessage,
  useJourneyForm,
} from '../../ui';
import type { ResourceState } from '../../../store/journey';
import { offerFor, selectionBody, selectionSchema, type SelectionValues } from './selection';

export const SELECT_TITLE = 'Choose your offer';

/** How long the figures must stay put before a screen reader hears them (typing an amount is not announced). */
export const SUMMARY_ANNOUNCE_DELAY_MS = 1000;
const SLIDER_STEP = 500;

/** Whole dollars as such, cents when there are any. */
const money = (value: number) => formatCurrency(value, Number.isInteger(value) ? 0 : 2);
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

const sortByTerm = (offers: readonly OfferAnswer[]) => [...offers].sort((a, b) => a.term - b.term);

/** A second way to set `amount`, for pointer and touch; the currency field stays the one named in the form. */
function AmountSlider({ offer }: { offer: OfferAnswer }) {
  const { input } = useField<number | undefined>('amount', {
    subscription: { value: true },
    format: (value) => value,
  });
  const min = offer.minLine;
  const max = offer.maxLine;
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

/** The chosen line's figures, updated as the borrower moves, and announced once they settle. */
function OfferSummary({ offers }: { offers: readonly OfferAnswer[] }) {
  const { values } = useFormState<SelectionValues>({ subscription: { values: true } });
  const offer = offerFor(offers, values.term);
  const amount = values.amount;
  const usable = offer && typeof amount === 'number' && amountProblem(offer, amount) === null;
  const figures = usable ? drawFigures(offer, amount) : null;

  const spoken = figures
    ? `${formatCurrency(amount)} over ${years(figures.term)} at ${formatPercent(figures.apr, 2)} APR: ` +
      `monthly payment ${formatCurrency(figures.monthlyPayment, 2)}, initial draw ${money(figures.initialDraw)}.`
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
        {figures && offer ? (
          <FactList>
            <dt>APR</dt>
            <dd>{formatPercent(figures.apr, 2)}</dd>
            <dt>Line amount</dt>
            <dd>{formatCurrency(amount)}</dd>
            <dt>Origination fee ({formatPercent(offer.originationFeePercent, 2)})</dt>
            <dd>{money(figures.originationFee)}</dd>
            <dt>Initial draw</dt>
            <dd>{money(figures.initialDraw)}</dd>
            <dt>Monthly payment</dt>
            <dd>{formatCurrency(figures.monthlyPayment, 2)}</dd>
            <dt>Fixed term</dt>
            <dd>{years(figures.term)}</dd>
          </FactList>
        ) : (
          <p>
            {offer
              ? `Enter an amount from ${formatCurrency(offer.minLine)} to ${formatCurrency(offer.maxLine)} to see your payment.`
              : 'Choose a term and enter an amount to see your payment.'}
          </p>
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

function SliderForChosenOffer({ offers }: { offers: readonly OfferAnswer[] }) {
  const { values } = useFormState<SelectionValues>({ subscription: { values: true } });
  const offer = offerFor(offers, values.term);
  return offer && offer.maxLine > offer.minLine ? <AmountSlider offer={offer} /> : null;
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
      <RadioGroupField
        name="term"
        legend="Term"
        hint="Each term has a fixed rate on the initial draw. A shorter term costs less in interest; a longer one has lower payments."
        options={offers.map((o) => ({
          value: String(o.term),
          label: `${o.term}-year term`,
          description: `${formatPercent(o.apr, 2)} APR · Borrow up to ${formatCurrency(o.maxLine)}`,
        }))}
        required
      />
      <CurrencyField
        name="amount"
        label="Amount of your line"
        hint={`From ${formatCurrency(MIN_LINE)} up to the maximum of the term you choose (at most ${formatCurrency(highest)}).`}
        required
      />
      <SliderForChosenOffer offers={offers} />
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
