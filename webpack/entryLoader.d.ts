// Types for webpack/entryLoader.js (a CommonJS module the build requires), for the tests.
import type { Compiler } from 'webpack';

export const SAFETY_MS: number;
export function loadEntryScripts(sources: readonly string[], safetyMs: number): void;
export function entryLoaderSource(sources: readonly string[], safetyMs?: number): string;
export class EntryAfterFirstPaintPlugin {
  constructor(HtmlWebpackPlugin: unknown, pages: readonly string[]);
  apply(compiler: Compiler): void;
}
