// Property data: finds the property by address, values it (AVM), lists its liens, and orders a
// residential evaluation when there is no AVM.
import type { VendorWait } from './subject';

export interface PropertyAddress {
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}

export type PropertyLookup =
  | { kind: 'found'; propertyId: string }
  | { kind: 'none' }
  | { kind: 'multiple'; count: number }
  /** The address exists but the property records do not match the borrower (owner name, parcel). */
  | { kind: 'no-match' };

export interface PropertyLien {
  position: number;
  lender: string;
  balance: number;
  monthlyPayment: number;
  /** Recorded as a home-equity extension of credit under the state's law (Texas: an (a)(6) loan or line). */
  homeEquity?: boolean;
  /** When it closed ('YYYY-MM-DD'), as recorded. */
  closedOn?: string | null;
}

export interface ValuationOrder {
  orderId: string;
  fee: number;
  /** How long until the evaluation is back (the handler rechecks after it). */
  wait: VendorWait;
}

export interface PropertyDataVendor {
  lookup(address: PropertyAddress): Promise<PropertyLookup>;
  /** The automated valuation, or null when the model has none for this property. */
  avm(propertyId: string): Promise<number | null>;
  liens(propertyId: string): Promise<PropertyLien[]>;
  orderValuation(propertyId: string): Promise<ValuationOrder>;
  valuationResult(orderId: string): Promise<number | null>;
}
