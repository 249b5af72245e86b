// Types for the part of bench-support.mjs that the TypeScript benches use.
export function registerBorrower(baseUrl: string): Promise<{ jwt: string; uuid: string }>;
