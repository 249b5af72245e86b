// Runs axe-core (WCAG 2.0–2.2 A and AA tags) in the page and fails with a readable list of violations.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const AXE_SOURCE = readFileSync(path.join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** `on`: another browser session than the spec's own (e.g. one made with `remote()`). */
export async function expectNoAxeViolations(screen: string, on: WebdriverIO.Browser = browser): Promise<void> {
  // Injected once per document: a screen change in the app keeps the document, and parsing axe's half a megabyte
  // again on every check was a good part of the suite's time on two cores.
  const loaded = await on.execute(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await on.execute(AXE_SOURCE);
  const violations = (await on.executeAsync((tags: string[], done: (v: unknown) => void) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    axe
      .run(document, { runOnly: { type: 'tag', values: tags } })
      .then((r) => done(r.violations))
      .catch((e: Error) => done([{ id: 'axe-error', impact: 'critical', help: e.message, nodes: [] }]));
  }, TAGS)) as Violation[];
  if (violations.length > 0) {
    const lines = violations.map(
      (v) => `- ${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
    );
    throw new Error(`axe found ${violations.length} violation(s) on ${screen}:\n${lines.join('\n')}`);
  }
}
