// Server configuration from the environment (DESIGN section 8).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ORG_DOMAINS } from './organisations';

export type ServerEnv = 'production' | 'development' | 'test';

export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://… (nodemailer's connection URL). */
  smtpUrl: string;
  /** The From address; the organisation's company name is put before it. */
  from: string;
  /** How often unsent messages are looked for besides the kick after each write (ms). */
  pollMs?: number;
}

/** Null without SMTP_URL: the sandbox outbox is all there is. */
export function mailConfigFrom(env: NodeJS.ProcessEnv): MailConfig | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  if (!/^smtps?:\/\//i.test(smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  const from = env.MAIL_FROM?.trim() || 'no-reply@heloc.example';
  const pollMs = Number(env.MAIL_POLL_MS ?? 5000);
  return { smtpUrl, from, pollMs: Number.isInteger(pollMs) && pollMs > 0 ? pollMs : 5000 };
}

export interface ServerConfig {
  env: ServerEnv;
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; anything else is a SQLite file path. */
  databaseUrl: string;
  /** PostgreSQL only: the schema put on the search_path (tests use one per file). */
  databaseSchema?: string;
  clientDir: string;
  jwtSecret: string;
  /** 32 bytes, hex encoded: the AES-256-GCM key for SSNs and account numbers, and the key that wraps each
   * document's data key (DATA_ENCRYPTION_KEY). */
  encryptionKey: string;
  /** Keys that wrapped older documents, still read after a rotation (DATA_ENCRYPTION_KEY_PREVIOUS, comma-separated). */
  previousEncryptionKeys?: string[];
  /** Login and registration requests per minute per IP. */
  authRateLimit: number;
  /** Host name (lower case, no port) → organisation code. */
  orgDomains: Record<string, string>;
  /** Pino logger on/off; defaults to on except in tests. */
  logger?: boolean;
  /** Where log lines go (stdout when unset); tests pass a stream to read what would be logged. */
  logStream?: { write(line: string): void };
  /** The vendor sandbox (DESIGN section 8): how long a waiting stage takes, and how long a business day lasts. */
  sandbox: SandboxConfig;
  /** The wall clock for opening hours (server/hours); tests pass a fixed one. */
  now?: () => Date;
  /** The pipeline's job engine on PostgreSQL (pg-boss); defaults in server/pipeline/jobs/index.ts. */
  jobs?: Partial<JobsConfig>;
  /** How long a client may hold the server (DEFAULT_TIMEOUTS when unset). */
  timeouts?: Partial<Timeouts>;
  /** PostgreSQL pool and its timeouts (DEFAULT_DATABASE_LIMITS when unset). */
  database?: Partial<DatabaseLimits>;
  /** Redis (REDIS_URL): socket.io's adapter and the shared rate-limit store, for several instances. */
  redisUrl?: string;
  /** Key prefix for everything this deployment keeps in Redis (REDIS_PREFIX, default 'heloc:'). */
  redisPrefix?: string;
  /** Fastify's trustProxy (TRUST_PROXY): behind a load balancer, the client's address from X-Forwarded-For. */
  trustProxy?: boolean | string | number;
  /** How long a graceful shutdown may take before the process gives up waiting (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs?: number;
  /** The scheduled purge: how long finished records are kept (PURGE_*), how often it runs. */
  retention?: Partial<Retention>;
  /** SMTP_URL set: the outbox's messages are sent (server/mail); unset: the sandbox outbox only. */
  mail?: MailConfig;
  /** PUBLIC_URL: the origin links in mail point to outside production (production uses the organisation's). */
  publicUrl?: string;
}

export interface DatabaseLimits {
  /** Connections per instance (PG_POOL_SIZE). */
  poolSize: number;
  /** A new connection must be made within this (PG_CONNECT_TIMEOUT_MS), else the request gets a 503. */
  connectTimeoutMs: number;
  /** One statement may run this long on the server (PG_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** A request that cannot get a database answer is told to come back after this many seconds. */
  retryAfterSeconds: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  poolSize: 20,
  connectTimeoutMs: 3_000,
  statementTimeoutMs: 10_000,
  retryAfterSeconds: 5,
};

export function databaseLimitsOf(config: ServerConfig): DatabaseLimits {
  return { ...DEFAULT_DATABASE_LIMITS, ...config.database };
}

export interface Retention {
  /** Sandbox outbox messages older than this are deleted (PURGE_OUTBOX_DAYS, 30). */
  outboxMs: number;
  /** How often the purge runs (PURGE_EVERY_SECONDS, 3600). */
  everyMs: number;
}

export const DEFAULT_RETENTION: Retention = { outboxMs: 30 * 24 * 60 * 60 * 1000, everyMs: 60 * 60 * 1000 };

export function retentionOf(config: ServerConfig): Retention {
  return { ...DEFAULT_RETENTION, ...config.retention };
}

/** TRUST_PROXY: 'true'/'false', a hop count, or addresses/CIDRs (comma-separated) as Fastify takes them. */
export function parseTrustProxy(v: string | undefined): boolean | string | number | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const t = v.trim();
  if (t === 'true') return true;
  if (t === 'false') return false;
  if (/^\d+$/.test(t)) return Number(t);
  return t;
}

export interface Timeouts {
  /** The whole request, headers and body, must arrive within this (REQUEST_TIMEOUT_MS): a slow body is cut, 408. */
  requestMs: number;
  /** The headers alone. */
  headersMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** A connection with no traffic at all (no bytes either way) is closed after this. */
  idleMs: number;
  /** How often Node checks the request and header deadlines. */
  checkEveryMs: number;
  /** socket.io: a client must join a namespace this soon after connecting. */
  socketConnectMs: number;
  /** socket.io: a client that misses its heartbeat for this long is dropped. */
  socketPingTimeoutMs: number;
}

/** Generous enough for a 10 MB upload over a slow mobile link; short enough that idle clients cannot pile up. */
export const DEFAULT_TIMEOUTS: Timeouts = {
  requestMs: 60_000,
  headersMs: 15_000,
  keepAliveMs: 5_000,
  idleMs: 120_000,
  checkEveryMs: 2_000,
  socketConnectMs: 10_000,
  socketPingTimeoutMs: 20_000,
};

export function timeoutsOf(config: ServerConfig): Timeouts {
  return { ...DEFAULT_TIMEOUTS, ...config.timeouts };
}

export interface JobsConfig {
  /** A run still going after this long is taken to have died with its process, and runs again elsewhere
   * (PIPELINE_JOB_EXPIRE_SECONDS, 30). */
  expireInSeconds: number;
  /** How often expired runs are looked for (PIPELINE_JOB_MAINTENANCE_SECONDS, 5). */
  maintenanceIntervalSeconds: number;
  /** Jobs one instance runs at once (PIPELINE_WORKERS, 4; 0 on PostgreSQL: none, another instance runs them). */
  workers: number;
}

export interface SandboxConfig {
  /** Delay before a waiting stage resolves (SANDBOX_LATENCY_MS, default 300). */
  latencyMs: number;
  /** Milliseconds in a sandbox business day, for rescission, recording and funding (SANDBOX_BUSINESS_DAY_MS,
   * default 2000); 86,400,000 is real time. */
  businessDayMs: number;
}

function nonNegativeInt(v: string | undefined, fallback: number): number {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

const DEV_KEYS_FILE = 'dev-keys.json';

function parseEnvName(v: string | undefined): ServerEnv {
  if (v === 'production' || v === 'test') return v;
  return 'development';
}

/** "host=CODE,host2=CODE2" → map. */
export function parseOrgDomains(v: string | undefined): Record<string, string> {
  if (!v) return { ...DEFAULT_ORG_DOMAINS };
  const map: Record<string, string> = {};
  for (const pair of v.split(',')) {
    const [host, code] = pair.split('=').map((s) => s.trim());
    if (host && code) map[host.toLowerCase()] = code;
  }
  return map;
}

/** Outside production, keys are generated once and kept so sessions and encrypted data survive restarts. */
function devKeys(dataDir: string): { jwtSecret: string; encryptionKey: string } {
  const file = path.join(dataDir, DEV_KEYS_FILE);
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: string; encryptionKey?: string };
    if (parsed.jwtSecret && parsed.encryptionKey)
      return { jwtSecret: parsed.jwtSecret, encryptionKey: parsed.encryptionKey };
  }
  const keys = { jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, dataDir = path.resolve('data')): ServerConfig {
  const name = parseEnvName(env.NODE_ENV);
  let jwtSecret = env.JWT_SECRET;
  let encryptionKey = env.DATA_ENCRYPTION_KEY;
  if (!jwtSecret || !encryptionKey) {
    if (name === 'production') {
      throw new Error('JWT_SECRET and DATA_ENCRYPTION_KEY must be set in production');
    }
    const generated = devKeys(dataDir);
    jwtSecret ??= generated.jwtSecret;
    encryptionKey ??= generated.encryptionKey;
  }
  if (!/^[0-9a-fA-F]{64}$/.test(encryptionKey)) {
    throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes written as 64 hexadecimal characters');
  }
  const previousEncryptionKeys = (env.DATA_ENCRYPTION_KEY_PREVIOUS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (previousEncryptionKeys.some((k) => !/^[0-9a-fA-F]{64}$/.test(k))) {
    throw new Error('DATA_ENCRYPTION_KEY_PREVIOUS must be 64-hexadecimal-character keys separated by commas');
  }
  const port = Number(env.PORT ?? 3000);
  const rate = Number(env.RATE_LIMIT_AUTH_MAX ?? 10);
  return {
    env: name,
    port: Number.isInteger(port) && port >= 0 ? port : 3000,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || path.join(dataDir, 'heloc.sqlite'),
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist'),
    jwtSecret,
    encryptionKey,
    previousEncryptionKeys,
    authRateLimit: Number.isInteger(rate) && rate > 0 ? rate : 10,
    orgDomains: parseOrgDomains(env.ORG_DOMAINS),
    logger: env.LOG_LEVEL !== 'silent' && name !== 'test',
    jobs: {
      expireInSeconds: nonNegativeInt(env.PIPELINE_JOB_EXPIRE_SECONDS, 30) || 30,
      maintenanceIntervalSeconds: nonNegativeInt(env.PIPELINE_JOB_MAINTENANCE_SECONDS, 5) || 5,
      // 0 on PostgreSQL: this instance serves requests only and takes no pipeline jobs (others do).
      workers: nonNegativeInt(env.PIPELINE_WORKERS, 4),
    },
    sandbox: {
      latencyMs: nonNegativeInt(env.SANDBOX_LATENCY_MS, 300),
      businessDayMs: nonNegativeInt(env.SANDBOX_BUSINESS_DAY_MS, 2000) || 2000,
    },
    mail: mailConfigFrom(env),
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
    timeouts: {
      requestMs: nonNegativeInt(env.REQUEST_TIMEOUT_MS, DEFAULT_TIMEOUTS.requestMs) || DEFAULT_TIMEOUTS.requestMs,
    },
    database: {
      poolSize: nonNegativeInt(env.PG_POOL_SIZE, DEFAULT_DATABASE_LIMITS.poolSize) || DEFAULT_DATABASE_LIMITS.poolSize,
      connectTimeoutMs:
        nonNegativeInt(env.PG_CONNECT_TIMEOUT_MS, DEFAULT_DATABASE_LIMITS.connectTimeoutMs) ||
        DEFAULT_DATABASE_LIMITS.connectTimeoutMs,
      statementTimeoutMs:
        nonNegativeInt(env.PG_STATEMENT_TIMEOUT_MS, DEFAULT_DATABASE_LIMITS.statementTimeoutMs) ||
        DEFAULT_DATABASE_LIMITS.statementTimeoutMs,
    },
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'heloc:',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shutdownTimeoutMs: nonNegativeInt(env.SHUTDOWN_TIMEOUT_MS, 25_000) || 25_000,
    retention: {
      outboxMs: (nonNegativeInt(env.PURGE_OUTBOX_DAYS, 30) || 30) * 24 * 60 * 60 * 1000,
      everyMs: (nonNegativeInt(env.PURGE_EVERY_SECONDS, 3600) || 3600) * 1000,
    },
  };
}
