import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));
/**
 * TRUST_PROXY: how many proxies stand in front (`1`), or which addresses are ours
 * (`10.0.0.0/8,192.168.1.5`). Only X-Forwarded-For entries added by those proxies are believed,
 * so a client cannot pick its own address. `true` means one hop, `false` or `0` none.
 */
const proxyEntry = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};
const trustProxy = z
  .string()
  .optional()
  .transform((v) => v?.trim() ?? '')
  .pipe(
    z.union([
      z.enum(['', 'false']).transform(() => false as const),
      z.literal('true').transform(() => 1),
      z
        .string()
        .regex(/^\d{1,2}$/)
        .transform(Number),
      z
        .string()
        .transform((v) => v.split(',').map((entry) => entry.trim()))
        .refine((entries) => entries.every(proxyEntry), 'must be a hop count or a list of addresses/CIDRs'),
    ]),
  )
  .transform((v): TrustProxy => (v === 0 ? false : v));

export type TrustProxy = false | number | string[];

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: trustProxy,
    PUBLIC_URL: optional.pipe(z.url().optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optional.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
        .optional(),
    ),
    REDIS_URL: optional.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis://')
        .optional(),
    ),
    JWT_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    ADMIN_EMAIL: optional.pipe(z.email().optional()),
    ADMIN_PASSWORD: optional.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    SEED_DEMO: flag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    PAYPAL_CLIENT_ID: optional,
    PAYPAL_CLIENT_SECRET: optional,
    PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
    PAYPAL_WEBHOOK_ID: optional,
    // Longer than a capture claim (2 minutes), so a capture still under way is never settled under it.
    // Above the payments' capture claim (100 s), so a live capture is never checked as if it had died.
    PAYPAL_RECONCILE_AFTER_S: z.coerce.number().int().min(110).max(86_400).default(120),
    RESERVATION_HOLD_MINUTES: z.coerce.number().int().min(1).max(43_200).default(30),
    API_FOOTBALL_KEY: optional,
    API_FOOTBALL_BASE: z.url().default('https://v3.football.api-sports.io'),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CERTS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    SMTP_URL: optional.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Ochre <hello@ochre-marrakech.example>'),
    GOOGLE_PLACES_API_KEY: optional,
    GOOGLE_PLACES_API_BASE: z.url().default('https://maps.googleapis.com/maps/api/place'),
    GENERATOR_ALLOW_PRIVATE_URLS: flag,
    METRICS_TOKEN: optional,
    PAYMENTS_TEST_MODE: flag,
    TRANSLATE_WIDGET: flag,
    // The page-translation script (tests point it at a local stand-in); it calls back `cb`.
    TRANSLATE_WIDGET_SCRIPT_URL: z
      .url()
      .default('https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit'),
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => !env.PAYPAL_CLIENT_ID === !env.PAYPAL_CLIENT_SECRET, {
    message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together',
    path: ['PAYPAL_CLIENT_SECRET'],
  });

export type Env = z.infer<typeof envSchema>;

/** Every variable the configuration reads; `.env.example` documents each one (config.test.ts checks). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/**
 * Reads the repository's `.env` (or `file`) into `env`; a variable the
 * environment already sets keeps its value, so a unit file or a shell can override the file.
 * Answers whether a file was read.
 */
export function loadEnvFile(
  file = path.join(REPO_ROOT, '.env'),
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (!existsSync(file)) return false;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[name] === undefined && value !== undefined) env[name] = value;
  }
  return true;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Behind a load balancer: which X-Forwarded-For entries to believe (hops, or the proxies' addresses). */
  trustProxy: TrustProxy;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean | undefined;
  logLevel: Env['LOG_LEVEL'];
  orderHoldMinutes: number;
  /** Unpaid reservations staff have not confirmed give their places back after this long. */
  reservationHoldMinutes: number;
  /** A capture still unsettled this long after it started is settled by asking the provider. */
  reconcileAfterSeconds: number;
  paypal:
    | { clientId: string; clientSecret: string; apiBase: string; webhookId: string | undefined }
    | undefined;
  football: { key: string; base: string } | undefined;
  google: { clientId: string; certsUrl: string } | undefined;
  openai: { apiKey: string; baseUrl: string; model: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  googlePlacesKey: string | undefined;
  googlePlacesBase: string;
  generatorAllowPrivateUrls: boolean;
  /** When set, GET /metrics needs `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Without PayPal: whether the built-in test payments may mark orders paid (CONTRACT: on unless `0`). */
  paymentsTestMode: boolean;
  /** SPEC §1's page-translation widget, offered in the language menu and loaded on demand. */
  translateWidget: { scriptUrl: string } | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once, failing fast with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    jwtSecret: env.JWT_SECRET,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    orderHoldMinutes: env.ORDER_HOLD_MINUTES,
    reservationHoldMinutes: env.RESERVATION_HOLD_MINUTES,
    reconcileAfterSeconds: env.PAYPAL_RECONCILE_AFTER_S,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            apiBase: env.PAYPAL_API_BASE.replace(/\/+$/, ''),
            webhookId: env.PAYPAL_WEBHOOK_ID,
          }
        : undefined,
    football: env.API_FOOTBALL_KEY
      ? { key: env.API_FOOTBALL_KEY, base: env.API_FOOTBALL_BASE.replace(/\/+$/, '') }
      : undefined,
    google: env.GOOGLE_CLIENT_ID
      ? { clientId: env.GOOGLE_CLIENT_ID, certsUrl: env.GOOGLE_CERTS_URL }
      : undefined,
    openai: env.OPENAI_API_KEY
      ? {
          apiKey: env.OPENAI_API_KEY,
          baseUrl: env.OPENAI_BASE_URL.replace(/\/+$/, ''),
          model: env.OPENAI_MODEL,
        }
      : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    googlePlacesKey: env.GOOGLE_PLACES_API_KEY,
    googlePlacesBase: env.GOOGLE_PLACES_API_BASE.replace(/\/+$/, ''),
    generatorAllowPrivateUrls: env.GENERATOR_ALLOW_PRIVATE_URLS ?? false,
    metricsToken: env.METRICS_TOKEN,
    paymentsTestMode: env.PAYMENTS_TEST_MODE ?? true,
    translateWidget: env.TRANSLATE_WIDGET ? { scriptUrl: env.TRANSLATE_WIDGET_SCRIPT_URL } : undefined,
  };
}
