// A test server (test/server/processes.ts starts it in place of server/main.ts) that dies by SIGKILL the moment a
// stage change has committed: the pipeline announces a change only after its transaction, and the request that
// caused it has not answered yet. KILL_AFTER_LEAVING names the stage whose leaving is the cue. This is the crash
// window of issue 19, held still: the step's effect is saved, its answer is never sent nor kept for the key.
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

async function main(): Promise<void> {
  const leaving = process.env.KILL_AFTER_LEAVING;
  if (!leaving) throw new Error('KILL_AFTER_LEAVING is unset');
  const config = loadConfig();
  const app = await buildApp(config);
  app.pipeline.onStageChange((change) => {
    if (change.from === leaving) process.kill(process.pid, 'SIGKILL');
  });
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`HELOC server listening on ${address}/account/heloc (killed after leaving ${leaving})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
