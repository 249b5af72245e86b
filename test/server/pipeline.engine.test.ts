// The pipeline engine (server/pipeline/engine.ts) with hand-written handlers: history rows, waiting stages,
// retries after a failing vendor step, and serialised work per application.
import { updateStoredFields } from '../../server/applications/repository';
import { rowFieldsOf } from '../../server/applications/mapper';
import { createPipeline, type Pipeline } from '../../server/pipeline/engine';
import { createJobQueue } from '../../server/pipeline/jobs';
import type { StageHandlers } from '../../server/pipeline/types';
import { createSandboxClock } from '../../server/sandbox/clock';
import { createSandboxVendors } from '../../server/sandbox';
import { dialects, makeTestApp, registerUser, type TestApp } from './helpers';

describe.each(dialects)('pipeline engine (%s)', (dialect) => {
  let t: TestApp;
  const pipelines: Pipeline[] = [];
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    // Only the pipelines of these tests, with their own handlers, may run this database's jobs.
    await t.app.pipeline.close();
  });
  afterEach(async () => {
    for (const p of pipelines.splice(0)) await p.close();
  });
  afterAll(async () => {
    await t.close();
  });

  async function pipelineWith(handlers: StageHandlers): Promise<Pipeline> {
    const pipeline = createPipeline({
      db: t.app.db,
      config: t.config,
      vendors: createSandboxVendors(),
      clock: createSandboxClock(t.config.sandbox.businessDayMs, { latencyMs: t.config.sandbox.latencyMs }),
      handlers,
      jobs: createJobQueue({ db: t.app.db, dialect: t.app.dbDialect, config: t.config, log: t.app.log }),
      log: t.app.log,
    });
    pipelines.push(pipeline);
    await pipeline.start();
    return pipeline;
  }

  const history = (uuid: string) =>
    t.app.db.selectFrom('stage_history').selectAll().where('application_uuid', '=', uuid).orderBy('at').execute();

  it('retries a timer-driven step that throws, and records each change once', async () => {
    const { applicationUuid: uuid } = await registerUser(t.app);
    let calls = 0;
    const pipeline = await pipelineWith({
      WAITING_FOR_SOFT_CREDIT: () => {
        calls += 1;
        if (calls < 3) throw new Error('bureau timeout');
        return { to: 'LIEN_VERIFICATION', cause: 'vendor:soft-credit' };
      },
    });
    const seen: string[] = [];
    pipeline.onStageChange((c) => seen.push(`${c.from}>${c.to}`));
    await pipeline.moveTo(uuid, 'WAITING_FOR_SOFT_CREDIT', 'operator:test');
    await pipeline.idle();
    expect(calls).toBe(3);
    expect(seen).toEqual(['BASIC_INFO>WAITING_FOR_SOFT_CREDIT', 'WAITING_FOR_SOFT_CREDIT>LIEN_VERIFICATION']);
    const rows = await history(uuid);
    expect(rows.map((r) => [r.from_stage, r.to_stage, r.cause])).toEqual([
      [null, 'BASIC_INFO', 'registration'],
      ['BASIC_INFO', 'WAITING_FOR_SOFT_CREDIT', 'operator:test'],
      ['WAITING_FOR_SOFT_CREDIT', 'LIEN_VERIFICATION', 'vendor:soft-credit'],
    ]);
  }, 60_000);

  it('gives up after the retries: UNKNOWN, with the stage it stopped at in the history', async () => {
    const { applicationUuid: uuid } = await registerUser(t.app);
    let calls = 0;
    const pipeline = await pipelineWith({
      WAITING_FOR_AVM_DATA: () => {
        calls += 1;
        throw new Error('always down');
      },
    });
    await pipeline.moveTo(uuid, 'WAITING_FOR_AVM_DATA', 'operator:test');
    await pipeline.idle();
    expect(calls).toBe(5);
    const row = await t.app.db
      .selectFrom('applications')
      .select('stage')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.stage).toBe('UNKNOWN');
    const rows = await history(uuid);
    expect(rows.at(-1)).toMatchObject({
      from_stage: 'WAITING_FOR_AVM_DATA',
      to_stage: 'UNKNOWN',
      cause: 'system:failed-at-WAITING_FOR_AVM_DATA',
    });
  }, 60_000);

  it("applies a step's update to the fields as they are when it is saved, keeping a write made meanwhile", async () => {
    const { applicationUuid: uuid } = await registerUser(t.app);
    let release: () => void = () => undefined;
    const vendorAnswered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pipeline = await pipelineWith({
      WAITING_FOR_SOFT_CREDIT: async () => {
        // The borrower's submission lands while the vendor is still working.
        await vendorAnswered;
        return {
          to: 'LIEN_VERIFICATION',
          cause: 'vendor:soft-credit',
          update: (data) => ({ ...data, status: { ...data.status, propertyComplete: true } }),
        };
      },
    });
    await pipeline.moveTo(uuid, 'WAITING_FOR_SOFT_CREDIT', 'operator:test');
    await new Promise((resolve) => setTimeout(resolve, t.config.sandbox.latencyMs + 20));
    await updateStoredFields(t.app.db, uuid, (data) => ({ ...data, hasHmda: true }));
    release();
    await pipeline.idle();
    const row = await t.app.db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const data = rowFieldsOf(row);
    expect(row.stage).toBe('LIEN_VERIFICATION');
    expect(data.hasHmda).toBe(true);
    expect(data.status.propertyComplete).toBe(true);
  });

  it('steps of one advance get strictly increasing history times', async () => {
    const { applicationUuid: uuid } = await registerUser(t.app);
    const pipeline = await pipelineWith({
      BASIC_INFO: () => ({ to: 'GEN_SUMMARY_DISCLOSURE', cause: 'test:1' }),
      GEN_SUMMARY_DISCLOSURE: () => ({ to: 'APP_SUBMISSION', cause: 'test:2' }),
      APP_SUBMISSION: () => ({ to: 'HMDA', cause: 'test:3' }),
    });
    await pipeline.advance(uuid, 'test');
    const rows = await history(uuid);
    expect(rows.map((r) => r.to_stage)).toEqual(['BASIC_INFO', 'GEN_SUMMARY_DISCLOSURE', 'APP_SUBMISSION', 'HMDA']);
    const times = rows.slice(1).map((r) => Date.parse(r.at));
    for (let i = 1; i < times.length; i += 1) expect(times[i]).toBeGreaterThan(times[i - 1]);
  });

  it('serialises concurrent advances of one application', async () => {
    const { applicationUuid: uuid } = await registerUser(t.app);
    let running = 0;
    let maxRunning = 0;
    const pipeline = await pipelineWith({
      BASIC_INFO: async () => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((r) => setTimeout(r, 10));
        running -= 1;
        return null;
      },
    });
    await Promise.all(Array.from({ length: 5 }, () => pipeline.advance(uuid, 'test')));
    expect(maxRunning).toBe(1);
  });

  it('moves from a named stage only when the application is still there', async () => {
    const { applicationUuid: uuid } = await registerUser(t.app);
    const pipeline = await pipelineWith({});
    await pipeline.moveTo(uuid, 'RESCISSION', 'operator:test');
    const refused = await pipeline.moveFrom(uuid, ['RECORDING'], 'CANCELLED', 'borrower:cancel');
    expect(refused).toEqual({ moved: false, stage: 'RESCISSION' });
    const moved = await pipeline.moveFrom(uuid, ['GEN_RESCISSION', 'RESCISSION'], 'CANCELLED', 'borrower:cancel');
    expect(moved).toEqual({ moved: true, stage: 'CANCELLED' });
    const rows = await history(uuid);
    expect(rows.map((r) => r.to_stage)).toEqual(['BASIC_INFO', 'RESCISSION', 'CANCELLED']);
  });
});
