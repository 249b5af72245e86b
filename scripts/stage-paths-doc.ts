// Rewrites the "Stages and the path to each" table of docs/SANDBOX.md from server/sandbox/stagePaths.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { DOCS_END, DOCS_START, stagePathsMarkdown } from '../server/sandbox/stagePathsDoc';

const file = new URL('../docs/SANDBOX.md', import.meta.url);
const doc = readFileSync(file, 'utf8');
const start = doc.indexOf(DOCS_START);
const end = doc.indexOf(DOCS_END);
if (start < 0 || end < start) throw new Error('docs/SANDBOX.md has no stage-paths markers');
writeFileSync(file, doc.slice(0, start) + stagePathsMarkdown() + doc.slice(end + DOCS_END.length));
console.log('docs/SANDBOX.md: stage paths rewritten');
