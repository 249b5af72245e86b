export function clientIsStale(): boolean;
export function buildIfStale(): void;
