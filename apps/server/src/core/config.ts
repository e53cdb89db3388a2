import { z } from 'zod';
import { MAX_RUN_LIMITS, normalizePartnerOrigin } from '@marginalia/contracts';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { message: 'Use on or off.' })
  .transform((value) => value === 'on' || value === 'true' || value === '1');

/** Each entry an exact origin, normalized as browsers write `event.origin`; a bad entry is named in the error. */
function partnerOrigins(value: string, context: z.RefinementCtx): string[] {
  const origins = new Set<string>();
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const normalized = normalizePartnerOrigin(entry);
    if ('problem' in normalized) context.addIssue({ code: 'custom', message: `${JSON.stringify(entry)} ${normalized.problem}.` });
    else origins.add(normalized.origin);
  }
  return [...origins];
}

const positiveInt = z.coerce.number({ message: 'Expected a number.' }).int().positive();

/** Every environment variable Marginalia reads, with its embedded-mode default. */
const EnvObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'Expected a port number.' }).int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Where PGlite's database, the JWT secret and other local state live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A postgres:// URL; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'Must be a postgres:// or postgresql:// URL.')
    .optional(),
  DATABASE_POOL_SIZE: positiveInt.max(200).default(10),
  /**
   * HS256 signing key; generated and kept in DATA_DIR when not given in embedded mode. Required with DATABASE_URL,
   * where every process must sign and check sessions with the same key (see loadConfig).
   */
  JWT_SECRET: z.string().min(32, 'Must be at least 32 characters.').optional(),
  JWT_TTL_HOURS: positiveInt.max(24 * 30).default(72),
  /** How long a platform admin's login-as session lasts; it is never refreshed past its end (docs/AUDIT.md). */
  IMPERSONATION_TTL_MINUTES: positiveInt.max(24 * 60).default(60),
  /** Demo data on first start: on by default in embedded mode, off with DATABASE_URL (see below). */
  SEED_DEMO: onOff.optional(),
  DEMO_PASSWORD: z.string().min(8, 'Must be at least 8 characters.').default('marginalia-demo'),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT: positiveInt.default(10 * 1024 * 1024),
  /** The built web app; served with an index.html fallback. */
  WEB_DIST: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** Behind a reverse proxy, trust X-Forwarded-For for client addresses (rate limits). */
  TRUST_PROXY: onOff.default(false),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(10),
  LOGIN_MAX_ATTEMPTS_PER_IP: positiveInt.default(100),
  LOGIN_WINDOW_SECONDS: positiveInt.default(15 * 60),
  /** Unknown API keys (`Authorization: Token ...`) one client address may send per window before every key it sends gets 429. */
  API_KEY_MAX_FAILURES_PER_IP: positiveInt.default(20),
  API_KEY_FAILURE_WINDOW_SECONDS: positiveInt.default(15 * 60),
  /** Requests one valid API key may make per minute; beyond it 429 with Retry-After. */
  API_KEY_MAX_REQUESTS_PER_MINUTE: positiveInt.default(600),
  /** The most one submission's files may take in bytes, earlier versions included; uploads past it are refused. */
  SUBMISSION_STORAGE_QUOTA_BYTES: positiveInt.default(50 * 1024 * 1024),
  /** The address people reach this server at; links in e-mails start with it. Default: http://localhost:PORT. */
  PUBLIC_URL: z.string().url('Must be a URL such as https://marginalia.example.edu.').optional(),
  /** smtp:// or smtps:// URL of the mail relay; without it mail is written to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'Must be an smtp:// or smtps:// URL.').optional(),
  /**
   * E-mail addresses (comma-separated) made platform admins at every start: they approve instructor sign-ups and
   * read the mail outbox. A new address gets an account without a password; "Forgot password" sets one.
   */
  PLATFORM_ADMINS: z
    .string()
    .transform((value) => value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().email('Each entry must be an e-mail address.')))
    .default([]),
  /**
   * Per-request timings (docs/ARCHITECTURE.md, "Request timings"): a Server-Timing header on every answer, and an
   * info log line, with authentication, validation, handler, serialization and database time. Off by default.
   */
  MARGINALIA_REQUEST_TIMINGS: onOff.default(false),
  /**
   * Checks every answer against its contract with zod before it is sent (a wrong shape is a 500). On in tests;
   * production writes answers from the contracts without checking them again (http/response-serializer.ts).
   */
  RESPONSE_VALIDATION: onOff.default(false),
  /** Maintenance mode: a banner on every page, and the login form is disabled. */
  MAINTENANCE: onOff.default(false),
  MAINTENANCE_MESSAGE: z.string().max(500).optional(),
  /** Where people write for help; default: support@ the domain the app is served from. */
  SUPPORT_EMAIL: z.string().email('Must be an e-mail address.').optional(),
  /** The header's Docs link: the in-app help centre unless an external help site is given. */
  DOCS_URL: z.string().regex(/^(https?:\/\/|\/)/, 'Must be a URL or a path starting with /.').default('/docs'),
  /**
   * Partner pages (comma-separated origins, `https://host[:port]`; http only for localhost): they may frame the app
   * and sign people in by posting it a message (docs/LMS.md, "Login from a partner's page").
   */
  PARTNER_ORIGINS: z.string().transform(partnerOrigins).default([]),
  /** The From address of every e-mail. */
  MAIL_FROM: z.string().min(3).default('Marginalia <no-reply@localhost>'),
  /**
   * What this process runs: `web` (the API and the web app), `worker` (background jobs) or both. Only PostgreSQL
   * can share its database between processes, so the embedded database runs both in one process.
   */
  ROLES: z
    .string()
    .transform((value) => [...new Set(value.split(',').map((role) => role.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(['web', 'worker'], { message: 'Use web, worker or web,worker.' })).min(1, 'Use web, worker or web,worker.'))
    .default(['web', 'worker']),
  /** Background jobs one worker process runs at once (autograder runs included: one sandbox slot each). */
  WORKER_CONCURRENCY: positiveInt.max(64).default(4),
  /**
   * How long a worker holds a job between heartbeats: a job whose worker died is offered again about this long
   * after its last heartbeat.
   */
  WORKER_LEASE_SECONDS: positiveInt.min(3).max(3600).default(60),
  /** Finished jobs (succeeded, failed, cancelled) are deleted this many days after they ended, by a nightly sweep. */
  JOB_RETENTION_DAYS: positiveInt.max(3650).default(30),
  /** Sent mail leaves the outbox this many days after it was sent, by a nightly sweep; unsent mail always stays. */
  MAIL_RETENTION_DAYS: positiveInt.max(3650).default(90),
  /**
   * File bytes that no row names any more are deleted by a nightly sweep once stored this many hours ago, so that
   * an upload under way never loses bytes it is about to name.
   */
  BLOB_SWEEP_GRACE_HOURS: positiveInt.max(24 * 365).default(24),
  /** Similarity checks running at once across all worker processes, so that they never take every worker slot. */
  SIMILARITY_MAX_RUNNING: positiveInt.max(64).default(1),
  /** The longest one similarity check may run before it is stopped (and tried again, up to its attempts). */
  SIMILARITY_MAX_RUN_SECONDS: positiveInt.min(60).max(24 * 3600).default(3600),
  /**
   * The autograder's sandbox (docs/AUTOGRADER.md): `bubblewrap` on the worker's host, or `off` (runs end as "could
   * not be graded", saying the server runs no tests).
   */
  AUTOGRADER_SANDBOX: z.enum(['bubblewrap', 'off']).default('bubblewrap'),
  /**
   * Where no cgroup (v2 or v1) can cap each run's memory and processes, the worker refuses to run submissions
   * (runs end as "could not be graded" with the reason). `on` runs them anyway on per-process limits alone, where
   * 64 processes of 768 MB each could take 48 GB of the host's memory.
   */
  SANDBOX_ALLOW_PROCESS_LIMITS_ONLY: onOff.default(false),
  /**
   * Where run workspaces are mounted (each a size-limited tmpfs); default: /var/lib/marginalia/sandbox-<first uid>.
   * It and every folder above it must be root's and writable by root alone, or the sandbox is unavailable.
   */
  AUTOGRADER_WORKSPACES_DIR: z.string().min(1).optional(),
  /**
   * The uid of the sandbox's first slot; slot i runs as this + i. No account of the host may use these uids, and
   * two worker processes on one host need ranges that do not overlap (WORKER_CONCURRENCY slots each).
   */
  AUTOGRADER_FIRST_UID: positiveInt.min(1000).max(60000).default(10001),
  /**
   * Where this host keeps autograder images (docs/ARCHITECTURE.md, "Autograder images"): one layer per autograder
   * zip, kept across restarts; default: autograder-images in DATA_DIR. Every worker process of a host may share it.
   */
  AUTOGRADER_IMAGES_DIR: z.string().min(1).optional(),
  /** The Debian base system images are layered on (made once with debootstrap); default: base in AUTOGRADER_IMAGES_DIR. */
  AUTOGRADER_BASE_IMAGE_DIR: z.string().min(1).optional(),
  /** setup.sh's time limit and the disk it may fill, per autograder zip. */
  AUTOGRADER_SETUP_SECONDS: positiveInt.min(10).max(7200).default(1200),
  AUTOGRADER_SETUP_DISK_MB: positiveInt.min(64).max(65536).default(8192),
  /** setup.sh's memory (all its processes together) and processes at once. */
  AUTOGRADER_SETUP_MEMORY_MB: positiveInt.min(256).max(65536).default(4096),
  AUTOGRADER_SETUP_PROCESSES: positiveInt.min(32).max(8192).default(512),
  /**
   * The first of the 65536 host ids setup.sh runs as (root of its own user namespace is this id on the host). No
   * account of the host may use them; the sandbox slots' uids stay below 65534.
   */
  AUTOGRADER_BUILD_FIRST_ID: positiveInt.min(65536).max(4_294_000_000).default(300_000),
  /** The most an instructor may set for each limit of a run; each at most the product's own maximum. */
  AUTOGRADER_MAX_CPU_SECONDS: positiveInt.max(MAX_RUN_LIMITS.cpuSeconds).default(MAX_RUN_LIMITS.cpuSeconds),
  AUTOGRADER_MAX_WALL_SECONDS: positiveInt.max(MAX_RUN_LIMITS.wallSeconds).default(MAX_RUN_LIMITS.wallSeconds),
  AUTOGRADER_MAX_MEMORY_MB: positiveInt.max(MAX_RUN_LIMITS.memoryMb).default(MAX_RUN_LIMITS.memoryMb),
  AUTOGRADER_MAX_PROCESSES: positiveInt.max(MAX_RUN_LIMITS.processes).default(MAX_RUN_LIMITS.processes),
  AUTOGRADER_MAX_FILE_SIZE_MB: positiveInt.max(MAX_RUN_LIMITS.fileSizeMb).default(MAX_RUN_LIMITS.fileSizeMb),
  AUTOGRADER_MAX_OUTPUT_KB: positiveInt.max(MAX_RUN_LIMITS.outputKb).default(MAX_RUN_LIMITS.outputKb),
  /** The memory the answer cache of the lists may hold per process, in MB; 0 turns it off (docs/ARCHITECTURE.md). */
  ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(48),
});

// A PostgreSQL database is a deployment people rely on: demo accounts with a published password are opt-in there.
const EnvSchema = EnvObject.transform((env) => ({ ...env, SEED_DEMO: env.SEED_DEMO ?? !env.DATABASE_URL }));

export type Config = z.output<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Empty strings mean "not set", as in most .env files.
function setValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/**
 * Rules between variables. With DATABASE_URL several processes share one database; a secret generated into each
 * web process's DATA_DIR would make every process refuse the sessions the others signed, so the secret must be
 * given. A worker-only process (ROLES=worker) signs and checks no session, so it needs no secret at all.
 */
function crossVariableProblems(env: Record<string, string>, roles: readonly string[] | undefined): string[] {
  const runsWeb = roles === undefined || roles.includes('web');
  if (env.DATABASE_URL && !env.JWT_SECRET && runsWeb) {
    return [
      'JWT_SECRET: Required with DATABASE_URL: every web process signs and checks sessions with it, so give ' +
        'them all the same secret of at least 32 characters (for example the output of `openssl rand -hex 32`).',
    ];
  }
  return [];
}

/** Reads and validates the environment; lists every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = setValues(env);
  const result = EnvSchema.safeParse(cleaned);
  const problems = [...(result.success ? [] : issuesOf(result.error)), ...crossVariableProblems(cleaned, result.data?.ROLES)];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

const DatabaseEnvSchema = EnvObject.pick({ DATA_DIR: true, DATABASE_URL: true });
export type DatabaseConfig = z.output<typeof DatabaseEnvSchema>;

/**
 * Only what finds the database (DATABASE_URL, else DATA_DIR's embedded one): for commands that run the migrations
 * and serve nothing, so they need no session secret.
 */
export function loadDatabaseConfig(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  const result = DatabaseEnvSchema.safeParse(setValues(env));
  if (!result.success) throw new ConfigError(issuesOf(result.error));
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

/** A link to a page of the web app, as e-mails carry it. */
export function publicLink(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, pathname: string): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return `${base}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
}

/** A configuration for tests: defaults, overridden. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'off', RESPONSE_VALIDATION: 'on' }), ...overrides };
}
