// Every stage of src/domain/stages.ts has a documented sandbox path (server/sandbox/stagePaths.ts, rendered into
// docs/SANDBOX.md), and each path is honest: it names a server test that exists and passes through the stage.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAGES } from '../../src/domain/stages';
import { STAGE_PATHS, STAGES_OWNED_ELSEWHERE } from '../../server/sandbox/stagePaths';
import { DOCS_END, DOCS_START, stagePathsMarkdown } from '../../server/sandbox/stagePathsDoc';

const ROOT = join(__dirname, '..', '..');

describe('stage paths', () => {
  it('every stage of src/domain/stages.ts has exactly one path, or is named as another issue’s', () => {
    const documented = STAGE_PATHS.map((p) => p.stage);
    const elsewhere = Object.keys(STAGES_OWNED_ELSEWHERE);
    const missing = STAGES.filter((s) => !documented.includes(s) && !elsewhere.includes(s));
    expect(missing).toEqual([]);
    expect(documented.filter((s, i) => documented.indexOf(s) !== i)).toEqual([]);
    expect(documented.filter((s) => elsewhere.includes(s))).toEqual([]);
    expect([...documented, ...elsewhere].filter((s) => !(STAGES as readonly string[]).includes(s))).toEqual([]);
  });

  it.each(STAGE_PATHS.map((p) => [p.stage, p]))('%s: its test exists and passes through the stage', (_s, path) => {
    const file = join(ROOT, path.test);
    expect(existsSync(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    // The named test, by its title as written in the file.
    expect(source).toContain(path.title);
    // The file names the stage (an expectation on the stage, or the sequence it checks).
    expect(source).toContain(`'${path.stage}'`);
  });

  it('docs/SANDBOX.md carries the table as generated (npm run docs:stages)', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'SANDBOX.md'), 'utf8');
    const start = doc.indexOf(DOCS_START);
    const end = doc.indexOf(DOCS_END);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(doc.slice(start, end + DOCS_END.length)).toBe(stagePathsMarkdown());
    for (const stage of STAGES) expect(doc).toContain(`| ${stage} |`);
  });
});
