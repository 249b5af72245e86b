// The property address and sale-status fields, asked at registration and when starting another application.
import { SALE_STATUSES, type SaleStatus } from '../../domain/types';
import { US_STATES } from '../../domain/validation/usStates';
import { RadioGroupField } from './RadioGroupField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s, label: s }));

export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  NOT_SELLING: 'No, I am not planning to sell',
  PLANNING_TO_SELL: 'Yes, within the next 12 months',
  LISTED_FOR_SALE: 'It is listed for sale now',
};

/** Street, unit, city, state and ZIP under `property.*` (the shape of `addressSchema`). */
export function PropertyAddressFields() {
  return (
    <>
      <TextField name="property.street1" label="Street address" autoComplete="address-line1" required />
      <TextField name="property.street2" label="Apartment, suite or unit (optional)" autoComplete="address-line2" />
      <TextField name="property.city" label="City" autoComplete="address-level2" required />
      <SelectField
        name="property.state"
        label="State"
        placeholder="Select a state"
        options={STATE_OPTIONS}
        autoComplete="address-level1"
        required
      />
      <TextField name="property.zip" label="ZIP code" inputMode="numeric" autoComplete="postal-code" required />
    </>
  );
}

export function SaleStatusField() {
  return (
    <RadioGroupField
      name="saleStatus"
      legend="Sale status"
      options={SALE_STATUSES.map((s) => ({ value: s, label: SALE_STATUS_LABELS[s] }))}
      required
    />
  );
}
