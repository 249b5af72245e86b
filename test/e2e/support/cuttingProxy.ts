// A TCP/HTTP proxy in front of the e2e server that can drop answers: a request it is told to cut is forwarded in
// full (the server acts on it), then the browser's connection is destroyed before a byte of the answer arrives,
// as when a mobile network drops. Every answer closes its connection, so the browser never resends a request on
// its own over a reused socket: each attempt the app makes is one request here.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CuttingProxy {
  url: string;
  /** Cut the answers of the next `count` requests matching `method` and `path`. */
  cut(method: string, path: string, count: number): void;
  /** How many requests matching `method` and `path` came through, and how many answers were cut. */
  seen(method: string, path: string): { requests: number; cut: number };
  close(): Promise<void>;
}

export async function startCuttingProxy(target: string, port: number): Promise<CuttingProxy> {
  const upstream = new URL(target);
  const plans = new Map<string, number>();
  const counts = new Map<string, { requests: number; cut: number }>();
  const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const key = keyOf(req.method ?? 'GET', (req.url ?? '/').split('?')[0]);
    const count = counts.get(key) ?? { requests: 0, cut: 0 };
    count.requests += 1;
    counts.set(key, count);
    const toCut = (plans.get(key) ?? 0) > 0;
    if (toCut) plans.set(key, (plans.get(key) ?? 0) - 1);
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        // The Host stays the proxy's: the server compares it with the page's Origin.
        headers: { ...req.headers, connection: 'close' },
      },
      (answer) => {
        if (toCut) {
          count.cut += 1;
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        const headers = { ...answer.headers, connection: 'close' };
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => req.socket.destroy());
    req.pipe(forward);
  });
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    cut: (method, path, n) => plans.set(keyOf(method, path), n),
    seen: (method, path) => ({ ...(counts.get(keyOf(method, path)) ?? { requests: 0, cut: 0 }) }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
