// The house rules of issue 26 (the files named here need not exist: the rules go by path), run through the project's own ESLint configuration: each kind of breach is refused,
// and the code as it stands passes (npm run lint runs the same rules over the whole tree).
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../..');
// The project's flat config, handed over as it is (ESLint would load the file with an import() Jest cannot run).

const config = require('../../eslint.config.js');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId !== 'prettier/prettier').map((m) => `${m.ruleId}: ${m.message}`);
}

const handler = (lines: number) =>
  [
    "import type { FastifyInstance } from 'fastify';",
    'export function routes(app: FastifyInstance): void {',
    "  app.get('/x', async () => {",
    ...Array.from({ length: lines - 2 }, (_, i) => `    console.log(${i});`),
    '  });',
    '}',
    '',
  ].join('\n');

describe('the server layers (eslint/serverArchitecture.js)', () => {
  it('refuses SQL outside a repository file, in a service and in a route', async () => {
    const query =
      "import type { Db } from '../db';\nexport const q = (db: Db) => db.selectFrom('applications').selectAll().execute();\n";
    expect(await problems('server/wallet/exampleService.ts', query)).toEqual([
      expect.stringMatching(/^server\/sql-in-repositories: SQL lives in a repository file/),
    ]);
    expect(await problems('server/wallet/exampleRoutes.ts', query)).toHaveLength(1);
    const raw = "import { sql } from 'kysely';\nexport const now = sql`select 1`;\n";
    expect(await problems('server/wallet/example.ts', raw)).toEqual([expect.stringMatching(/sql-in-repositories/)]);
  });

  it('accepts the same SQL in a repository file', async () => {
    const query =
      "import type { Db } from '../db';\nexport const q = (db: Db) => db.selectFrom('applications').selectAll().execute();\n";
    expect(await problems('server/wallet/exampleRepository.ts', query)).toEqual([]);
    expect(await problems('server/wallet/repository.ts', query)).toEqual([]);
  });

  it("refuses a route file that imports another feature's routes or internals", async () => {
    expect(
      await problems('server/signers/exampleRoutes.ts', "import { x } from '../conditions/routes';\nexport { x };\n"),
    ).toEqual([expect.stringMatching(/server\/layers: .*a route file never imports another feature's routes/)]);
    expect(
      await problems('server/signers/exampleRoutes.ts', "import { x } from '../pipeline/engine';\nexport { x };\n"),
    ).toEqual([expect.stringMatching(/server\/layers: .*not its internals \(pipeline\/engine\.ts\)/)]);
  });

  it("lets a route file use another feature's service, repository and mapper", async () => {
    const code = [
      "import { a } from '../conditions/service';",
      "import { b } from '../applications/repository';",
      "import { c } from '../applications/mapper';",
      'export { a, b, c };',
      '',
    ].join('\n');
    expect(await problems('server/signers/exampleRoutes.ts', code)).toEqual([]);
  });

  it('refuses an import up the layers, so two features can never import each other', async () => {
    // pipeline sits below signers: signers may use the pipeline, the pipeline may not use signers.
    expect(
      await problems('server/signers/exampleService.ts', "import { a } from '../pipeline/engine';\nexport { a };\n"),
    ).toEqual([]);
    expect(
      await problems('server/pipeline/example.ts', "import { a } from '../signers/service';\nexport { a };\n"),
    ).toEqual([
      expect.stringMatching(
        /server\/pipeline \(layer \d+\) may not import server\/signers \(layer \d+\): dependencies point down/,
      ),
    ]);
    // Two features on one layer may not import each other either.
    expect(
      await problems('server/hours/exampleService.ts', "import { a } from '../optimize/service';\nexport { a };\n"),
    ).toEqual([expect.stringMatching(/dependencies point down/)]);
  });

  it('refuses infrastructure that reaches up into a feature, and a folder with no layer', async () => {
    expect(
      await problems('server/security/example.ts', "import { a } from '../applications/repository';\nexport { a };\n"),
    ).toEqual([expect.stringMatching(/server\/security \(layer \d+\) may not import server\/applications/)]);
    expect(
      await problems('server/newThing/service.ts', "import { a } from '../applications/repository';\nexport { a };\n"),
    ).toEqual([expect.stringMatching(/server\/newThing has no layer: add it to eslint\/serverLayers\.js/)]);
  });

  it('refuses Fastify in a service and non-route code that imports a route file', async () => {
    expect(
      await problems(
        'server/wallet/exampleService.ts',
        "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n",
      ),
    ).toEqual([expect.stringMatching(/A service has no HTTP/)]);
    expect(await problems('server/wallet/example.ts', "import { a } from './exampleRoutes';\nexport { a };\n")).toEqual(
      [expect.stringMatching(/only route files and the composition root import route files/)],
    );
  });

  it('refuses a repository that imports a service', async () => {
    expect(
      await problems(
        'server/signers/exampleRepository.ts',
        "import { a } from '../conditions/service';\nexport { a };\n",
      ),
    ).toEqual([expect.stringMatching(/a repository imports only infrastructure, other repositories and mappers/)]);
  });

  it('refuses a route handler over 40 lines and accepts one of 40', async () => {
    expect(await problems('server/wallet/exampleRoutes.ts', handler(41))).toEqual([
      expect.stringMatching(/^server\/handler-size: This route handler has 41 lines \(at most 40\)/),
    ]);
    expect(await problems('server/wallet/exampleRoutes.ts', handler(40))).toEqual([]);
  });

  it('refuses a server file over 400 lines', async () => {
    const long = Array.from({ length: 401 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    expect(await problems('server/wallet/exampleService.ts', long)).toEqual([expect.stringMatching(/^max-lines:/)]);
  });
});

describe('src/ui is presentational', () => {
  it('refuses the store, the sagas and the API in src/ui', async () => {
    for (const spec of ['../../store/hooks', '../../sagas/shared', '../api/client', 'react-redux']) {
      const found = await problems('src/ui/forms/Example.tsx', `import { x } from '${spec}';\nexport { x };\n`);
      expect(found).toEqual([expect.stringMatching(/no-restricted-imports/)]);
    }
  });
});
