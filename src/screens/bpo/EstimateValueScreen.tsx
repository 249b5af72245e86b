// bpo/estimate-value: the residential evaluation to order when no automated valuation (AVM) of the home exists
// (its $180 fee stated and consented to), or the agent's broker price opinion to accept.
import type { SubmissionErrors } from '../../../store/form';
import type { ResourceState } from '../../../store/journey';
import type { BpoAnswer } from '../../api/closing';
import { formatCurrency } from '../../domain/format';
import { feeRefundStatement } from '../../domain/helocPlan';
import { bpoValuationSchema } from '../../domain/validation/bpo';
import { valuationOrderSchema } from '../../domain/validation/offer';
import {
  Alert,
  AppForm,
  Button,
  ButtonLink,
  Card,
  CheckboxField,
  FactList,
  PageHeading,
  Spinner,
  Stack,
} from '../../ui';

/** Spec core-journey section 9: the valuation costs $180 when no AVM is available. */
export const VALUATION_FEE = 180;

export const ORDER_VALUATION_TITLE = 'We need to value your home';
export const ACCEPT_ESTIMATE_TITLE = 'Review your home’s value';
export const ESTIMATE_WAIT_TITLE = 'Your home’s value';

export function estimateValueTitle(stage: string | null): string {
  if (stage === 'NO_AVM_FOUND') return ORDER_VALUATION_TITLE;
  if (stage === 'NAV_BPO_ESTIMATE') return ACCEPT_ESTIMATE_TITLE;
  return ESTIMATE_WAIT_TITLE;
}

export interface OrderValuationValues {
  acceptFee: boolean;
}

export interface OrderValuationScreenProps {
  initialValues: Partial<OrderValuationValues>;
  onSubmit: (values: OrderValuationValues) => Promise<SubmissionErrors | undefined>;
  companyName: string;
  /** The lender pays the fee (a Texas home: the 2% cap counts it, src/domain/helocPlan.ts valuationFee). */
  paidByLender?: boolean;
}

export function OrderValuationScreen({
  initialValues,
  onSubmit,
  companyName,
  paidByLender = false,
}: OrderValuationScreenProps) {
  const fee = formatCurrency(VALUATION_FEE);
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Public records do not give us an automated valuation of your home, so we cannot price your line yet.">
        {ORDER_VALUATION_TITLE}
      </PageHeading>
      <Card>
        <Stack gap="sm">
          <h2>A residential evaluation</h2>
          <p>
            An independent appraiser estimates your home’s value from public records and recent sales nearby. Nobody
            needs to visit, and it usually takes 1 to 3 business days. Your offers are then priced on that value.
          </p>
          <FactList>
            <dt>Valuation fee</dt>
            <dd>{paidByLender ? `${fee}, paid by ${companyName}: no charge to you` : fee}</dd>
          </FactList>
          {paidByLender ? (
            <p>Texas home equity law limits the fees to open your line to 2% of it, counting this one, so we pay it.</p>
          ) : (
            <p>{feeRefundStatement(companyName)}</p>
          )}
        </Stack>
      </Card>
      <AppForm<OrderValuationValues>
        schema={valuationOrderSchema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        submitLabel={paidByLender ? 'Order the valuation' : `Order the valuation for ${fee}`}
        secondaryAction={
          <ButtonLink href="/dashboard" variant="secondary">
            Not now
          </ButtonLink>
        }
      >
        <CheckboxField
          name="acceptFee"
          required
          label={
            paidByLender
              ? 'I ask for a residential evaluation of my home.'
              : `I agree to pay the ${fee} valuation fee for a residential evaluation of my home, refundable as stated above.`
          }
        />
      </AppForm>
    </Stack>
  );
}

export interface AcceptEstimateValues {
  accept: boolean;
}

export interface AcceptEstimateScreenProps {
  bpo: ResourceState<BpoAnswer>;
  texas: boolean;
  onReload: () => void;
  initialValues: Partial<AcceptEstimateValues>;
  onSubmit: (values: AcceptEstimateValues) => Promise<SubmissionErrors | undefined>;
}

export function AcceptEstimateScreen({ bpo, texas, onReload, initialValues, onSubmit }: AcceptEstimateScreenProps) {
  const { data, status, error } = bpo;
  const value = data?.estimatedValue ?? null;
  return (
    <Stack gap="lg">
      <PageHeading subtitle="The agent’s broker price opinion (BPO) of your home is back.">
        {ACCEPT_ESTIMATE_TITLE}
      </PageHeading>
      {value !== null ? (
        <>
          <Card>
            <Stack gap="sm">
              <h2>The agent’s estimate</h2>
              <FactList>
                <dt>Estimated value of your home</dt>
                <dd>{formatCurrency(value)}</dd>
              </FactList>
              <p>
                Your line is based on this value. If you accept it, we order the final title report and prepare your
                closing documents.
              </p>
              {texas && (
                <p>
                  Under Texas home equity rules, your line together with the other loans on your home cannot be more
                  than 80% of this value, and at closing you sign an acknowledgment of your home’s fair market value.
                </p>
              )}
            </Stack>
          </Card>
          <AppForm<AcceptEstimateValues>
            schema={bpoValuationSchema}
            onSubmit={onSubmit}
            initialValues={initialValues}
            submitLabel="Accept the value"
          >
            <CheckboxField
              name="accept"
              required
              label={`I accept ${formatCurrency(value)} as the value of my home for this line of credit.`}
            />
          </AppForm>
        </>
      ) : status === 'failed' ? (
        <Alert variant="error" title="We could not load the estimate">
          <p>{error?.message}</p>
          <Button variant="secondary" onClick={onReload}>
            Try again
          </Button>
        </Alert>
      ) : status === 'loaded' ? (
        <Alert variant="info" title="The estimate is not in yet">
          <p>The agent has not sent the estimate yet. Check again in a little while.</p>
          <Button variant="secondary" onClick={onReload}>
            Check again
          </Button>
        </Alert>
      ) : (
        <Spinner label="Loading the estimate" />
      )}
    </Stack>
  );
}

export function EstimateWaitScreen({ evaluationIn }: { evaluationIn: boolean }) {
  return (
    <Stack gap="lg">
      <PageHeading
        subtitle={
          evaluationIn
            ? 'Your home’s evaluation is in. We are updating your offers with it.'
            : 'We are checking where your application stands.'
        }
      >
        {ESTIMATE_WAIT_TITLE}
      </PageHeading>
      <Spinner label={evaluationIn ? 'Updating your offers' : 'Checking your application'} />
    </Stack>
  );
}
