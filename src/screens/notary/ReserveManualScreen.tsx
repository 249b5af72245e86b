// notary/reserve-manual: eNotary is not permitted for this property, so the deed is signed before a notary in
// person: the $300 fee explained and agreed to, then on to notary/schedule-manual. Once a time is reserved, this
// screen shows the reservation while the signed deed is awaited. A Texas line closes at one of the three offices
// of §50(a)(6)(N), where the fair-market-value acknowledgment is signed too.
import * as yup from 'yup';
import { formatCurrency } from '../../domain/format';
import { TEXAS_CLOSING_LOCATION_LABELS, type TexasClosingLocation } from '../../domain/texas';
import { AppForm, Button, Card, CheckboxField, FactList, PageHeading, Stack } from '../../ui';
import { Muted, SectionHeading } from '../../ui/sections';
import { formatAppointment } from './parts';

export const RESERVE_TITLE = 'Sign your deed with a notary in person';
export const RESERVED_TITLE = 'Your notary appointment is reserved';
export const FEE_CONSENT_LABEL = (fee: string) => `I agree to pay the ${fee} manual notarization fee at closing`;
export const CHOOSE_TIME_LABEL = 'Choose a date and time';

const consentSchema = yup.object({
  feeConsent: yup.boolean().oneOf([true], 'Agree to the fee to reserve a notary'),
});

export interface ReserveManualScreenProps {
  fee: number;
  requestedTime: string | null;
  /** Texas (a)(6) lines: the places the closing may take place; null elsewhere. */
  closingLocations?: TexasClosingLocation[] | null;
  /** The place chosen for the reserved Texas closing. */
  closingLocation?: TexasClosingLocation | null;
  onContinue: () => void;
  onCheckAgain: () => void;
}

export function ReservationCard({
  requestedTime,
  fee,
  closingLocation = null,
  onCheckAgain,
}: {
  requestedTime: string;
  fee: number;
  closingLocation?: TexasClosingLocation | null;
  onCheckAgain: () => void;
}) {
  return (
    <Card aria-labelledby="reservation-heading" data-testid="notary-reservation">
      <Stack gap="sm">
        <SectionHeading id="reservation-heading">Your appointment</SectionHeading>
        <FactList>
          <dt>Date and time</dt>
          <dd>{formatAppointment(requestedTime)}</dd>
          {closingLocation && (
            <>
              <dt>Place</dt>
              <dd>{TEXAS_CLOSING_LOCATION_LABELS[closingLocation]}</dd>
            </>
          )}
          <dt>Fee</dt>
          <dd>{formatCurrency(fee)}, paid at closing</dd>
        </FactList>
        {closingLocation ? (
          <p>
            We will send you the office's address. Bring a government-issued photo ID: you sign your deed of trust
            before the notary and, with us, the Acknowledgment of Fair Market Value. Once both are returned signed, your
            application moves on by itself.
          </p>
        ) : (
          <p>
            A notary will contact you to confirm where to meet. Bring a government-issued photo ID. We are waiting for
            the signed deed: once the notary returns it, your application moves on by itself.
          </p>
        )}
        <div>
          <Button variant="secondary" onClick={onCheckAgain}>
            Check for my signed deed
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

export function ReserveManualScreen({
  fee,
  requestedTime,
  closingLocations = null,
  closingLocation = null,
  onContinue,
  onCheckAgain,
}: ReserveManualScreenProps) {
  const feeText = formatCurrency(fee);
  if (requestedTime) {
    return (
      <Stack gap="lg">
        <PageHeading subtitle="We are waiting for your signed deed.">{RESERVED_TITLE}</PageHeading>
        <ReservationCard
          requestedTime={requestedTime}
          fee={fee}
          closingLocation={closingLocation}
          onCheckAgain={onCheckAgain}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Online notarization is not available for your property.">{RESERVE_TITLE}</PageHeading>
      <Card aria-labelledby="manual-why-heading">
        <Stack gap="sm">
          <SectionHeading id="manual-why-heading">How a manual notarization works</SectionHeading>
          {closingLocations ? (
            <>
              <Muted>
                Texas law requires a home equity line to close in person at one of these places. You choose the place,
                and a date and time at least one day ahead and within the next 60 days:
              </Muted>
              <ul>
                {closingLocations.map((l) => (
                  <li key={l}>{TEXAS_CLOSING_LOCATION_LABELS[l]}</li>
                ))}
              </ul>
              <Muted>
                There you sign your deed of trust before a notary and, together with us, the Acknowledgment of Fair
                Market Value of your home.
              </Muted>
            </>
          ) : (
            <Muted>
              Where your home is, the deed of trust must be signed before a notary in person. You choose a date and time
              at least one day ahead and within the next 60 days; a mobile notary meets you at home or another place you
              choose, watches you sign and returns the deed to us.
            </Muted>
          )}
          <p>
            The manual notarization fee is <strong>{feeText}</strong>. It is added to your closing costs, so there is
            nothing to pay today.
          </p>
        </Stack>
      </Card>
      <AppForm<{ feeConsent?: boolean }>
        schema={consentSchema}
        initialValues={{ feeConsent: false }}
        onSubmit={() => onContinue()}
        submitLabel={CHOOSE_TIME_LABEL}
      >
        <CheckboxField name="feeConsent" label={FEE_CONSENT_LABEL(feeText)} required />
      </AppForm>
    </Stack>
  );
}
