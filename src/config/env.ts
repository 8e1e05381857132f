/**
 * Every environment variable the site, the Node server and the scripts read, in one schema.
 * A blank value counts as unset (`.env.example` leaves optional ones empty). `loadEnv` reports every
 * invalid variable at once; the Node server and the database scripts call it at start, so a bad value
 * stops them before they serve or write anything.
 */
import { z } from 'zod';

const blankAsUnset = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const text = () => z.preprocess(blankAsUnset, z.string().optional());

const urlMatching = (scheme: RegExp, message: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((value) => scheme.test(value) && URL.canParse(value), { message })
      .optional(),
  );
const httpUrl = () => urlMatching(/^https?:\/\//i, 'must be an http(s) URL');
const httpsUrl = () => urlMatching(/^https:\/\//i, 'must be an https URL');

const positiveInteger = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );

const optionalPort = () =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a port number')
      .min(1, 'must be between 1 and 65535')
      .max(65_535, 'must be between 1 and 65535')
      .optional(),
  );

const flag = (fallback: boolean) =>
  z.preprocess(
    blankAsUnset,
    z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true'),
  );

export const envSchema = z.object({
  SITE_URL: text(),
  TRUST_PROXY: text(),
  DATA_DIR: text(),
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//i, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SUPABASE_URL: httpUrl(),
  SUPABASE_ANON_KEY: text(),
  MEDIA_STORAGE: z.preprocess(
    blankAsUnset,
    z
      .enum(['database', 'supabase'], { message: 'must be database or supabase' })
      .default('database'),
  ),
  SUPABASE_SERVICE_ROLE_KEY: text(),
  SUPABASE_STORAGE_BUCKET: z.preprocess(blankAsUnset, z.string().default('media')),
  ADMIN_EMAIL: text(),
  ADMIN_PASSWORD: text(),
  BUILD_HOOK_URL: httpUrl(),
  LEAD_WEBHOOK_URL: httpUrl(),
  LEAD_NOTIFY_TO: text(),
  SMTP_HOST: text(),
  SMTP_PORT: optionalPort(),
  SMTP_SECURE: flag(false),
  SMTP_USER: text(),
  SMTP_PASSWORD: text(),
  SMTP_FROM: text(),
  CONTACT_RATE_LIMIT: positiveInteger(10),
  CONTACT_RATE_WINDOW_SECONDS: positiveInteger(600),
  DIST_DIR: text(),
  HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
  PORT: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a port number')
      .min(0, 'must be between 0 and 65535')
      .max(65_535, 'must be between 0 and 65535')
      .default(4321),
  ),
  RELEASES_DIR: text(),
  DATA_SNAPSHOT: text(),
  /**
   * How long a data-folder lock held from another host may go unrefreshed before it counts as
   * abandoned (a lock on this host is judged by its holder's process id instead).
   */
  DATA_DIR_LOCK_STALE_SECONDS: positiveInteger(30, 3600),
  REBUILD_ON_CHANGE: flag(true),
  /** Set to true by Netlify during its builds: the site is built for Netlify's CDN and functions. */
  NETLIFY: flag(false),
  /** Set by the Node server for a background rebuild: the build stops when that process is gone. */
  BUILD_PARENT_PID: z.preprocess(
    blankAsUnset,
    z.coerce.number({ message: 'must be a process id' }).int().positive().optional(),
  ),
  /** Optional page analytics (src/config/analytics.ts): unset, no page loads any. */
  ANALYTICS_PROVIDER: z.preprocess(
    blankAsUnset,
    z.enum(['plausible', 'umami'], { message: 'must be plausible or umami' }).optional(),
  ),
  /** Plausible: the site's domain there (default: SITE_URL's host); Umami: the domains to count. */
  ANALYTICS_DOMAIN: text(),
  /** The provider's script (default: its cloud's); the CSP allows this URL's origin. */
  ANALYTICS_SCRIPT_URL: httpsUrl(),
  /** Umami's website id (required with umami). */
  ANALYTICS_WEBSITE_ID: text(),
});

export type Env = z.infer<typeof envSchema>;

/** Raw variables as the platform hands them over (`process.env`, a test's record). */
export type EnvSource = Record<string, string | undefined>;

/** The names of every variable the schema reads, in declaration order. */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

export class EnvError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
    this.problems = problems;
  }
}

/** Parses `source` (default `process.env`); throws one EnvError naming every invalid variable. */
export function loadEnv(source: EnvSource = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new EnvError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
    }),
  );
}
