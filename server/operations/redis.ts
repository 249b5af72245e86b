// Redis (REDIS_URL), shared by every instance: socket.io's Redis adapter (a push, chat line or typing signal
// emitted on one instance reaches sockets connected to any other) and the rate limits' store (a limit counts
// across instances). Unset, each instance keeps both to itself, as one instance needs.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisClients {
  /** Commands: the rate-limit store, readiness pings, and socket.io's publishing side. */
  command: Redis;
  /** socket.io's subscribing side (a subscribed connection may not run other commands). */
  subscriber: Redis;
  prefix: string;
  /** A PING answered within `timeoutMs`. */
  ping(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createRedisClients(url: string, prefix: string, log: FastifyBaseLogger): RedisClients {
  const options = {
    // Reconnect forever, a little slower each time, up to 2 s apart: the instance recovers when Redis returns.
    retryStrategy: (times: number) => Math.min(times * 100, 2_000),
    // While Redis is away a command fails at once instead of waiting in a queue (the rate limit lets the
    // request through, readiness says not ready), never holding a request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3_000,
    lazyConnect: false,
  };
  const command = new Redis(url, { ...options, connectionName: 'heloc-command' });
  // Subscriptions are made again on reconnection, so the subscriber keeps its queue for them.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, connectionName: 'heloc-subscriber' });
  let lastError = '';
  for (const [name, client] of [
    ['command', command],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (err: Error) => {
      // Logged once per distinct failure, not on every reconnection attempt.
      if (err.message === lastError) return;
      lastError = err.message;
      log.warn({ err, client: name }, 'Redis connection error');
    });
    client.on('ready', () => {
      lastError = '';
    });
  }
  // The socket.io adapter publishes without waiting: a publish refused while Redis is away is logged, never an
  // unhandled rejection that would end the process.
  const publish = command.publish.bind(command) as (channel: string, message: string | Buffer) => Promise<number>;
  (command as unknown as { publish: typeof publish }).publish = (channel, message) =>
    publish(channel, message).catch((err: unknown) => {
      log.warn({ err }, 'Redis publish failed');
      return 0;
    });
  return {
    command,
    subscriber,
    prefix,
    async ping(timeoutMs) {
      if (command.status !== 'ready' || subscriber.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      try {
        const answer = await Promise.race([
          command.ping(),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), timeoutMs);
          }),
        ]);
        return answer === 'PONG';
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await Promise.all([
        command.quit().catch(() => command.disconnect()),
        subscriber.quit().catch(() => subscriber.disconnect()),
      ]);
    },
  };
}
