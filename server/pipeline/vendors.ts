// The outside vendors a lender plugs in. Each is an interface with a sandbox implementation in
// server/sandbox/; a real vendor client implements the same interface and replaces it in createVendors.
// Add one entry per vendor, with its interface in its own file under server/pipeline/vendors/.

export interface Vendors {
  [vendor: string]: unknown;
}
