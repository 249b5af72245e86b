export const SERVER_NODE_ARGS: string[];
export const SERVER_ENTRY: string;
export function serverArgs(extra?: string[]): string[];
