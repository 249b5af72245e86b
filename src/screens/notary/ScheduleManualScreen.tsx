// notary/schedule-manual: the date and time of the manual notary visit, at least one day and at most 60 days
// ahead (the server's manualNotarySchema), sent as an ISO time. Once reserved, the reservation is shown.
import * as yup from 'yup';
import { formatCurrency } from '../../domain/format';
import { TEXAS_CLOSING_LOCATION_LABELS, type TexasClosingLocation } from '../../domain/texas';
import { CHOOSE_CLOSING_LOCATION, manualNotarySchema } from '../../domain/validation/notary';
import { REQUIRED } from '../../domain/validation/register';
import type { JourneyForm } from '../../connected';
import { AppForm, Button, DateField, PageHeading, RadioGroupField, SelectField, Stack } from '../../ui';
import { ReservationCard } from './ReserveManualScreen';
import { Muted } from '../../ui/sections';

export const SCHEDULE_TITLE = 'Choose your notary appointment';
export const RESERVE_LABEL = 'Reserve my notary';

export interface ScheduleValues {
  date?: string;
  time?: string;
  /** Texas (a)(6) lines only: where the closing takes place. */
  location?: string;
}

/** Appointment times offered: on the hour and half hour, 8:00 AM to 7:00 PM. */
export const TIME_OPTIONS = Array.from({ length: 23 }, (_, i) => {
  const hour = 8 + Math.floor(i / 2);
  const minute = i % 2 === 0 ? '00' : '30';
  const value = `${String(hour).padStart(2, '0')}:${minute}`;
  const label = `${hour > 12 ? hour - 12 : hour}:${minute} ${hour >= 12 ? 'PM' : 'AM'}`;
  return { value, label };
});

/** The local date ('yyyy-MM-dd') and time ('HH:mm') as an ISO instant; null for a date that does not exist. */
export function toRequestedTime(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const at = new Date(year, month - 1, day, Number(t[1]), Number(t[2]));
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day) return null;
  return at.toISOString();
}

/**
 * The form's rules: the server's window (1 to 60 days ahead) checked on the date, as the borrower reads it; and for a
 * Texas line (`locations` given) one of the places the law allows.
 */
export function scheduleSchema(now: () => Date = () => new Date(), locations: readonly string[] | null = null) {
  const server = manualNotarySchema(now);
  return yup.object({
    location: locations
      ? yup
          .string()
          .required(CHOOSE_CLOSING_LOCATION)
          .oneOf([...locations], CHOOSE_CLOSING_LOCATION)
      : yup.string(),
    date: yup
      .string()
      .required(REQUIRED)
      .test('date', 'Enter a real date as MM/DD/YYYY', (v) => !v || toRequestedTime(v, '12:00') !== null)
      .test('window', 'Choose a time at least one day ahead', function inWindow(v) {
        const time = (this.parent as ScheduleValues).time;
        if (!v || !time) return true;
        const requestedTime = toRequestedTime(v, time);
        if (!requestedTime) return true;
        try {
          server.validateSyncAt('requestedTime', { requestedTime });
          return true;
        } catch (e) {
          return this.createError({ message: e instanceof yup.ValidationError ? e.message : 'Choose a date and time' });
        }
      }),
    time: yup.string().required(REQUIRED),
  });
}

export interface ScheduleManualScreenProps {
  fee: number;
  requestedTime: string | null;
  /** Texas (a)(6) lines: the places the closing may take place; null elsewhere. */
  closingLocations?: TexasClosingLocation[] | null;
  closingLocation?: TexasClosingLocation | null;
  form: JourneyForm<ScheduleValues>;
  now?: () => Date;
  onBack: () => void;
  onCheckAgain: () => void;
}

export function ScheduleManualScreen({
  fee,
  requestedTime,
  closingLocations = null,
  closingLocation = null,
  form,
  now = () => new Date(),
  onBack,
  onCheckAgain,
}: ScheduleManualScreenProps) {
  const schema = scheduleSchema(now, closingLocations);
  if (requestedTime) {
    return (
      <Stack gap="lg">
        <PageHeading subtitle="We are waiting for your signed deed.">Your notary appointment is reserved</PageHeading>
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
      <PageHeading subtitle={`A notary meets you in person to sign your deed. The fee is ${formatCurrency(fee)}.`}>
        {SCHEDULE_TITLE}
      </PageHeading>
      <Muted>Choose a day at least one day ahead and within the next 60 days. Times are in your time zone.</Muted>
      <AppForm<ScheduleValues>
        schema={schema}
        initialValues={form.initialValues}
        onValuesChange={form.onValuesChange}
        onSubmit={form.onSubmit}
        submitLabel={RESERVE_LABEL}
        secondaryAction={
          <Button variant="secondary" type="button" onClick={onBack}>
            Back
          </Button>
        }
      >
        {closingLocations && (
          <RadioGroupField
            name="location"
            legend="Where will you close?"
            hint="Texas law allows a home equity line to close only at one of these offices."
            options={closingLocations.map((l) => ({ value: l, label: TEXAS_CLOSING_LOCATION_LABELS[l] }))}
            required
          />
        )}
        <DateField name="date" label="Date" required />
        <SelectField name="time" label="Time" placeholder="Select a time" options={TIME_OPTIONS} required />
      </AppForm>
    </Stack>
  );
}
