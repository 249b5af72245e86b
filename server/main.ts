// Entry point: `npm run server` (tsx server/main.ts).
// SIGTERM / SIGINT: a graceful shutdown. The instance stops taking new requests (its /readyz turns 503 so a
// load balancer drains it), requests and pipeline jobs in flight finish, sockets are closed so clients reconnect
// to another instance, then the database closes and the process exits 0. Past SHUTDOWN_TIMEOUT_MS it exits 1.
import './operations/tickShape';
import { buildApp } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`HELOC server listening on ${address}/account/heloc`);
  if (config.logger === false) console.log(`HELOC server listening on ${address}/account/heloc`);

  // A stray rejection (a fire-and-forget query that lost its connection) is logged; it must not end the
  // process and every request it serves.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection');
    if (config.logger === false) console.error('unhandled rejection', reason);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const timeoutMs = config.shutdownTimeoutMs ?? 25_000;
    const deadline = setTimeout(() => {
      console.error(`shutdown took longer than ${timeoutMs} ms; exiting`);
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGHUP', () => shutdown('SIGHUP'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
