import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '../shared/schemas/auth';
import { isCommonPassword } from './auth/password';
import { DEFAULT_DATABASE_LIMITS } from './db/outage';
import { RATE_LIMIT_FORMAT, RATE_LIMIT_RULES, type RateLimitVariable, rateLimitsFrom } from './rate-limits/rules';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

/** Milliseconds, 100 ms to 10 minutes. */
const millisecondsSchema = (defaultMs: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(600_000).default(defaultMs));

const rateLimitSchema = optional(
  z.string().regex(RATE_LIMIT_FORMAT, { error: 'must be attempts per window, like 30/15m (window in s, m, h or d)' }),
);
const rateLimitVariables = Object.fromEntries(Object.values(RATE_LIMIT_RULES).map((rule) => [rule.variable, rateLimitSchema])) as Record<
  RateLimitVariable,
  typeof rateLimitSchema
>;
/** An API token's limit may be a bare number, per minute as its name says (`600` is `600/1m`). */
const perMinuteSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? `${value.trim()}/1m` : value),
  rateLimitSchema,
);

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })),
    // How long a request waits on PostgreSQL before it answers 503 (db/outage.ts).
    DATABASE_CONNECT_TIMEOUT_MS: millisecondsSchema(DEFAULT_DATABASE_LIMITS.connectTimeoutMs),
    DATABASE_QUERY_TIMEOUT_MS: millisecondsSchema(DEFAULT_DATABASE_LIMITS.queryTimeoutMs),
    DATABASE_DOWN_FOR_MS: millisecondsSchema(DEFAULT_DATABASE_LIMITS.downForMs),
    // On SIGTERM, how long requests in flight and running jobs get to finish before the process
    // cuts them off (jobs still running are handed back to the queue) and exits.
    SHUTDOWN_TIMEOUT_MS: millisecondsSchema(10_000),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    // Where uploaded files live (uploads/store.ts). Unset: the database with PostgreSQL, DATA_DIR's folders with PGlite.
    UPLOAD_STORAGE: optional(z.enum(['folder', 'database'])),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    // Held to the same rules as a member's sign-up, so the account can always be created.
    ADMIN_USERNAME: optional(usernameSchema),
    ADMIN_EMAIL: optional(emailSchema),
    ADMIN_PASSWORD: optional(
      passwordSchema.refine((password) => !isCommonPassword(password), { error: 'is one of the most common passwords' }),
    ),
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })),
    REDIS_KEY_PREFIX: z.preprocess(emptyAsUndefined, z.string().max(100).default('mv:')),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Mama Village <hello@mamavillage.example>')),
    // Where /partnerships enquiries go. Unset: the address in MAIL_FROM.
    TEAM_INBOX: optional(emailSchema),
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
    // Origins whose pages may call the API with a bearer token (CORS), comma-separated: https://app.example,https://partner.example
    API_CORS_ORIGINS: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((origin) => origin.trim())
              .filter(Boolean)
          : [],
      z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins, comma-separated' }).transform((url) => new URL(url).origin)),
    ),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
    // How long a confirmed account deletion waits for "Keep my account"; 0 deletes at confirmation.
    ACCOUNT_DELETION_GRACE_HOURS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(8760).default(168)),
    // Lets webhooks call private and local addresses (docs/ARCHITECTURE.md "Webhooks"): development and tests only.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: z
      .preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false'))
      .transform((v) => v === 'true'),
    // A folder for the nightly backup (docs/OPERATING.md "Backups"); unset: no nightly backup.
    BACKUP_DIR: optional(z.string()),
    // How many nightly archives BACKUP_DIR keeps, the newest.
    BACKUP_KEEP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).default(7)),
    // Lets a Prometheus on another machine read /metrics with `Authorization: Bearer <token>`.
    METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(24, 'must be at least 24 characters').optional()),
    SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true')).transform((v) => v === 'true'),
    ...rateLimitVariables,
    RATE_LIMIT_TOKEN_PER_MINUTE: perMinuteSchema,
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    TEAM_INBOX: env.TEAM_INBOX ?? (/<([^<>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM).trim(),
    rateLimits: rateLimitsFrom(env),
    databaseLimits: {
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
      downForMs: env.DATABASE_DOWN_FOR_MS,
    },
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment once at boot. A bad value gives one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new EnvError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
}
