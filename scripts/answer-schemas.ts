// Generates the JSON schemas of the wire's answers (src/domain/contracts/answerSchemas.json) from their TypeScript
// types (src/domain/contracts/answers.ts), so the types are the one source. `--check` fails when the file is stale.
//   npm run contracts            write it
//   npm run contracts -- --check compare only
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'src/domain/contracts/answerSchemas.json');

export function generateAnswerSchemas(): string {
  const schema = createGenerator({
    path: path.join(root, 'src/domain/contracts/answers.ts'),
    tsconfig: path.join(root, 'tsconfig.json'),
    type: 'Answers',
    expose: 'export',
    topRef: true,
    jsDoc: 'basic',
    additionalProperties: false,
    sortProps: true,
    skipTypeCheck: true,
  }).createSchema('Answers');
  // Only the definitions: the answers by name are the properties of `Answers`.
  return `${JSON.stringify({ definitions: schema.definitions }, null, 2)}\n`;
}

if (require.main === module) {
  const generated = generateAnswerSchemas();
  if (process.argv.includes('--check')) {
    if (readFileSync(out, 'utf8') !== generated) {
      console.error(`${path.relative(root, out)} is stale: run npm run contracts`);
      process.exit(1);
    }
  } else {
    writeFileSync(out, generated);
    console.log(`wrote ${path.relative(root, out)}`);
  }
}
