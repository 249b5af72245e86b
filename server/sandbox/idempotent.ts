// The sandbox vendors answer a repeated request (same idempotency key) with the same identifiers, as a real
// vendor does, by deriving them from the key: it holds across restarts with nothing stored.
import { createHash } from 'node:crypto';

function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/** A UUID (version 4 layout) determined by the key. */
export function uuidFor(key: string): string {
  const h = digest(key);
  h[6] = (h[6]! & 0x0f) | 0x40;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A number from 0 to `below - 1` determined by the key. */
export function numberFor(key: string, below: number): number {
  return digest(`${key}:n`).readUInt32BE(0) % below;
}
