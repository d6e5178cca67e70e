import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';
import { BACKUP_KEEP_DEFAULT, RETENTION_DEFAULT_DAYS } from '@app/contracts';
import { BCRYPT_COST } from '@app/db';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
const optionalUrl = optionalString.pipe(z.url({ message: 'precisa ser uma URL' }).optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalUrl,
  APP_URL: optionalUrl,
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'precisa de ao menos 32 caracteres').optional()),
  COOKIE_DOMAIN: optionalString,
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: optionalString,
  REDIS_URL: optionalUrl,
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_REGISTER_PER_IP: z.coerce.number().int().positive().default(20),
  // bcrypt's cost for new password hashes. Only the test suites lower it (loadConfig refuses less than BCRYPT_COST elsewhere):
  // at 12 one hash takes a quarter of a second of CPU, and the suites create and log in thousands of accounts.
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(BCRYPT_COST),
  REDIS_PREFIX: z.string().max(100).default(''),
  ADMIN_EMAIL: z.email({ message: 'precisa ser um e-mail' }).default('admin@assessoria.local'),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'precisa de ao menos 8 caracteres').optional()),
  STATIC_DIR: z.string().default(path.resolve(import.meta.dirname, '../../client/dist')),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(20000),
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_API_BASE: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_REPLY_TEMPLATE: optionalString,
  WHATSAPP_RESET_TEMPLATE: optionalString,
  WHATSAPP_CODE_TEMPLATE: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_MEDIA_MAX_BYTES: z.coerce.number().int().positive().max(100 * 1024 * 1024).default(16 * 1024 * 1024),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, message: 'precisa ser uma URL smtp:// ou smtps://' }).optional()),
  MAIL_FROM: optionalString,
  MARKETING_PRODUCT_SLUG: z.string().regex(/^[a-z0-9_]{1,60}$/, 'letras minúsculas, números e _').default('medicina_paraguai'),
  FACEBOOK_APP_SECRET: optionalString,
  // Retention (LGPD art. 15-16; Marco Civil art. 15 keeps access logs at least 6 months): see docs/lgpd.md, Retention.
  RETENTION_CRON: z.string().regex(/^\S+( \S+){4}$/, 'precisa ser uma expressão cron de 5 campos').default('30 3 * * *'),
  RETENTION_AUDIT_DAYS: z.coerce.number().int().min(183, 'o Marco Civil exige ao menos 6 meses (183 dias)').max(3650).default(RETENTION_DEFAULT_DAYS.auditoria),
  RETENTION_WEBHOOK_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENTION_DEFAULT_DAYS.webhooks),
  RETENTION_DELETION_REQUEST_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENTION_DEFAULT_DAYS.pedidosExclusao),
  RETENTION_LOGIN_THROTTLE_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENTION_DEFAULT_DAYS.tentativasLogin),
  /** Generated speech nobody has fetched for this long is deleted (a card or chat asks for it again when needed). */
  RETENTION_AUDIO_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENTION_DEFAULT_DAYS.audioSemUso),
  // Backups (docs/backups.md): where the files go, the hour of the daily one (São Paulo; "off" turns it off), what is kept.
  BACKUP_DIR: optionalString,
  BACKUP_HOUR: z
    .string()
    .default('3')
    .transform((v) => v.trim())
    .refine((v) => v === 'off' || /^(1?\d|2[0-3])$/.test(v), 'uma hora de 0 a 23, ou off')
    .transform((v) => (v === 'off' ? null : Number(v))),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(BACKUP_KEEP_DEFAULT.diarios),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(104).default(BACKUP_KEEP_DEFAULT.semanais),
});

export type Env = z.infer<typeof schema>;

export interface Config extends Env {
  isProduction: boolean;
  publicUrl: string;
  appUrl: string;
  sessionSecret: string;
  /** Secure cookies need HTTPS: on by default in production when the app URL is https. */
  secureCookies: boolean;
  /** Origins allowed to send state-changing requests and open sockets. */
  allowedOrigins: string[];
  /** BACKUP_DIR, or `backups` under DATA_DIR, as an absolute path. */
  backupDir: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; lists every bad variable instead of failing on the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && e.DATABASE_URL && !e.SESSION_SECRET) {
    throw new ConfigError('Configuração inválida:\n  - SESSION_SECRET: obrigatório em produção com DATABASE_URL');
  }
  if (e.PASSWORD_HASH_COST < BCRYPT_COST && e.NODE_ENV !== 'test') {
    throw new ConfigError(`Configuração inválida:\n  - PASSWORD_HASH_COST: menos de ${BCRYPT_COST} só nos testes (NODE_ENV=test)`);
  }
  const publicUrl = stripSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const appUrl = stripSlash(e.APP_URL ?? `http://app.localhost:${e.PORT}`);
  return {
    ...e,
    isProduction,
    publicUrl,
    appUrl,
    sessionSecret: e.SESSION_SECRET ?? embeddedSessionSecret(e),
    secureCookies: e.COOKIE_SECURE === 'auto' ? isProduction && appUrl.startsWith('https:') : e.COOKIE_SECURE === 'true',
    allowedOrigins: [...new Set([publicUrl, appUrl].flatMap(originsOf))],
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
  };
}

/**
 * A URL's origin and, when its host is `localhost`, the same origin spelled with a loopback address: people type
 * http://127.0.0.1:3000 as often as http://localhost:3000, and both reach this machine only. A deployment on a real
 * host name (or on app.localhost, which has no address spelling) accepts exactly its configured origin.
 */
function originsOf(url: string): string[] {
  const parsed = new URL(url);
  if (parsed.hostname !== 'localhost') return [parsed.origin];
  const port = parsed.port ? `:${parsed.port}` : '';
  return [parsed.origin, `${parsed.protocol}//127.0.0.1${port}`, `${parsed.protocol}//[::1]${port}`];
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Without SESSION_SECRET, the embedded mode keeps a generated one in its data directory so restarts keep sessions. */
function embeddedSessionSecret(e: Env): string {
  if (e.NODE_ENV === 'test') return crypto.randomBytes(32).toString('hex');
  const file = path.join(e.DATA_DIR, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(e.DATA_DIR, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
