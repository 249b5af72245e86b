// server/operations/tickShape.ts keeps one of Node's tick objects for the life of the process, so V8 keeps their
// hidden classes and process.nextTick stays on its fast path (README, Server budgets). These tests check that what
// it keeps is a real tick object, and that the server's entry point loads it before anything else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { keptTickObject } from '../../server/operations/tickShape';

describe('the kept tick object', () => {
  it('is the tick object process.nextTick queued, with the shape every tick object has', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const kept = keptTickObject();
    expect(kept).toBeDefined();
    // Its own properties, in the order nextTick defines them. (Every AsyncLocalStorage that has run in this process
    // adds a symbol of its own to each async resource after that, so in a shared test process there may be more.)
    const symbols = Object.getOwnPropertySymbols(kept).map((symbol) => symbol.description);
    expect(symbols.slice(0, 2)).toEqual(['async_id_symbol', 'trigger_async_id_symbol']);
    expect(symbols.slice(2).every((description) => description === 'kResourceStore')).toBe(true);
    expect(Object.keys(kept as object)).toEqual(['callback', 'args']);
  });

  it('is queued by the first import of the server entry point, before the rest of the server loads', () => {
    const entry = readFileSync(path.join(__dirname, '../../server/main.ts'), 'utf8');
    const firstImport = entry.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './operations/tickShape';");
  });
});
