// Side-effect helpers that sagas reach through `call`, so tests can provide them.

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Browser storage and location live beside the API client; sagas reach them through `call` as before.
export * from '../src/api/browser';

export function logError(context: string, error: unknown): void {
  console.error(`[saga] ${context}`, error);
}
