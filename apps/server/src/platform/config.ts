import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { QUARANTINE_RETENTION_DAYS_DEFAULT } from '@hashi/shared/quarantine.schema';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@hashi/shared/enums';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional());
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the server listens: this machine only unless set (0.0.0.0 in a container or behind a proxy on another host). */
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  APP_URL: z.string().url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /**
   * A streaming replica of DATABASE_URL (ADR 0050): reads that may lag (job search, recommendations,
   * reference lists, public pages) go to it while it keeps up; everything else, and a user's reads
   * just after their own writes, go to DATABASE_URL.
   */
  DATABASE_REPLICA_URL: optionalUrl,
  /** Seconds the replica may lag behind the primary before its reads go to the primary (ADR 0050). */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  REDIS_URL: optionalUrl,
  /** GET /metrics answers a scraper carrying this as its bearer token; unset, there is no /metrics (issue 15). */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Hashi <no-reply@hashi.example>'),
  /** Where inquiries from the FAQ and contact forms are sent (ADR 0029); default support@ MAIL_FROM's domain. */
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  JWT_SECRET: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds an access token lives; spec §4 leaves it open (ADR 0002). */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).default(1800),
  /** Days a "keep me logged in" session may be refreshed. */
  REMEMBER_ME_DAYS: z.coerce.number().int().min(1).default(30),
  WEB_DIST_DIR: optionalString,
  /**
   * The web app's server entry for first paints (ADR 0038); default dist-ssr/entry-server.js next
   * to the web build. Absent → pages are answered with index.html alone.
   */
  WEB_SSR_ENTRY: optionalString,
  TRUST_PROXY: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  /**
   * Test only: lets CV parseUrl fetch private and loopback addresses, so that a test can serve a
   * page from 127.0.0.1. Off by default; refused in production (ADR 0010).
   */
  CV_URL_ALLOW_PRIVATE: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  /**
   * Test only: the server answers `/test-controls/*`, which end-to-end tests use to run a scheduled
   * job as of a chosen time (the month-end reward settlement; ADR 0030 revision 1). Off by default;
   * refused in production.
   */
  TEST_CONTROLS: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  /**
   * Write the demo companies and postings on start when the database has no companies (ADR 0013).
   * Unset: yes in embedded development (PGlite), no with DATABASE_URL, in production and in tests.
   */
  SEED_DEMO_DATA: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  /**
   * S3-compatible object storage for uploaded files (ADR 0044): all four of endpoint, bucket, access
   * key and secret key, or none (files then live in DATA_DIR/files).
   */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY: optionalString,
  S3_SECRET_KEY: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  /** Path-style URLs (`endpoint/bucket/key`), which most self-hosted S3-compatible stores need. */
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
  ),
  /** clamd, the virus scanner every finished upload goes through (ADR 0044): TCP host and port, or a unix socket. */
  CLAMD_HOST: optionalString,
  CLAMD_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3310)),
  CLAMD_SOCKET: optionalString,
  /** Seconds one scan may take before the scanner counts as unavailable. */
  CLAMD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Production only: start without a virus scanner and accept uploads unscanned. Off by default. */
  ALLOW_UNSCANNED_UPLOADS: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  /** Days a file the virus scan kept back is kept for review before the retention job deletes it (ADR 0046). */
  QUARANTINE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(QUARANTINE_RETENTION_DAYS_DEFAULT),
  /** Days an answered inquiry is kept after it was answered before the retention job deletes it (ADR 0029). */
  INQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /**
   * Seconds a worker holds a background job it took. A worker that dies mid-job leaves the job to
   * another (or to itself, restarted) once this is over, so it must be longer than any job runs
   * (the longest, a retention sweep, takes seconds).
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  /**
   * Seconds an API instance (`--role=web`) answers /readyz 503 on SIGTERM while still serving, before
   * its listener closes: over two of the load balancer's health checks, so that it is taken out first.
   */
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(3),
  /** Minutes between two sweeps that mail saved-search alerts (ADR 0016). */
  ALERT_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** Days an unreplied scout stays open; after that it shows as expired (spec §4; ADR 0018). */
  SCOUT_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Seconds a process remembers that a job search matched more than 1,000 postings, so the next
   * search with the same conditions reads only its page (ADR 0015 "Revision 2"); 0 counts every time.
   */
  SEARCH_BROAD_MEMORY_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  /**
   * Seconds an instance gathers the views of postings before writing them in one statement (ADR
   * 0051); 0 writes each view in its request. Counters and the popular order lag by this much.
   */
  POSTING_VIEWS_FLUSH_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** URLs in one sitemap file; past it /sitemap.xml becomes a sitemap index (the protocol's limit; ADR 0032). */
  SITEMAP_URL_LIMIT: z.coerce.number().int().min(1).max(50_000).default(50_000),
});

export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** GitHub answers e-mail addresses apart from the profile. */
  emailsUrl?: string;
  scope: string;
  /** OpenID Connect providers get a nonce and answer an id_token. */
  oidc: boolean;
  /** Send a PKCE challenge (LinkedIn accepts PKCE only for native apps, so not there). */
  pkce: boolean;
  /** `<PROVIDER>_ISSUER`: an OpenID provider whose discovery document names its JWKS and introspection. */
  issuer?: string;
  /** Known id_token issuers and keys of the real provider, used when its endpoints are not overridden. */
  idTokenIssuers?: string[];
  jwksUrl?: string;
  /**
   * Where a popup/SDK access token is checked to belong to our client id (an access token issued to
   * another app must not log anyone in here). Kind decides the request shape; see provider-claims.ts.
   */
  tokenCheck?: { kind: 'google' | 'facebook' | 'github' | 'introspect'; url: string };
  /** Facebook does not say whether an address is verified; trust it only when the operator says so. */
  trustEmail: boolean;
}

type ProviderDefaults = Omit<SocialProviderConfig, 'clientId' | 'clientSecret' | 'issuer' | 'trustEmail'>;

const PROVIDER_DEFAULTS: Record<SocialProvider, ProviderDefaults> = {
  google: {
    authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
    oidc: true,
    pkce: true,
    idTokenIssuers: ['https://accounts.google.com', 'accounts.google.com'],
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    tokenCheck: { kind: 'google', url: 'https://oauth2.googleapis.com/tokeninfo' },
  },
  facebook: {
    authUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
    oidc: false,
    pkce: true,
    tokenCheck: { kind: 'facebook', url: 'https://graph.facebook.com/debug_token' },
  },
  linkedin: {
    authUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    userinfoUrl: 'https://api.linkedin.com/v2/userinfo',
    scope: 'openid profile email',
    oidc: true,
    pkce: false,
    idTokenIssuers: ['https://www.linkedin.com/oauth'],
    jwksUrl: 'https://www.linkedin.com/oauth/openid/jwks',
    tokenCheck: { kind: 'introspect', url: 'https://www.linkedin.com/oauth/v2/introspectToken' },
  },
  github: {
    authUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    emailsUrl: 'https://api.github.com/user/emails',
    scope: 'read:user user:email',
    oidc: false,
    pkce: true,
    tokenCheck: { kind: 'github', url: 'https://api.github.com/applications/{client_id}/token' },
  },
};

function socialConfig(env: NodeJS.ProcessEnv): Partial<Record<SocialProvider, SocialProviderConfig>> {
  const out: Partial<Record<SocialProvider, SocialProviderConfig>> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const p = provider.toUpperCase();
    const clientId = env[`${p}_CLIENT_ID`];
    const clientSecret = env[`${p}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    const defaults = PROVIDER_DEFAULTS[provider];
    const issuer = env[`${p}_ISSUER`]?.replace(/\/$/, '');
    const tokenUrl = env[`${p}_TOKEN_URL`] ?? (issuer ? `${issuer}/token` : defaults.tokenUrl);
    // The real provider's keys and token check only make sense against the real provider: a test
    // or a custom provider gets its own through the issuer's discovery document (or none).
    const real = !issuer && tokenUrl === defaults.tokenUrl;
    const tokenCheckUrl = env[`${p}_TOKENINFO_URL`];
    const { idTokenIssuers, jwksUrl, tokenCheck, ...rest } = defaults;
    out[provider] = {
      ...rest,
      clientId,
      clientSecret,
      authUrl: env[`${p}_AUTH_URL`] ?? (issuer ? `${issuer}/authorize` : defaults.authUrl),
      tokenUrl,
      userinfoUrl: env[`${p}_USERINFO_URL`] ?? (issuer ? `${issuer}/userinfo` : defaults.userinfoUrl),
      emailsUrl: env[`${p}_EMAILS_URL`] ?? (issuer ? undefined : defaults.emailsUrl),
      // A generic OpenID provider speaks OIDC with PKCE whatever the real one does.
      ...(issuer ? { issuer, oidc: true, pkce: true } : {}),
      ...(real ? { idTokenIssuers, jwksUrl } : {}),
      ...(tokenCheck && (real || tokenCheckUrl)
        ? { tokenCheck: { kind: tokenCheck.kind, url: tokenCheckUrl ?? tokenCheck.url } }
        : {}),
      trustEmail: env[`${p}_TRUST_EMAIL`] === 'true',
    };
  }
  return out;
}

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export type ClamdConfig = { host: string; port: number; timeoutMs: number } | { socket: string; timeoutMs: number };

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  /** Object storage, when S3_* are set; null: files on the local disk. */
  s3: S3Config | null;
  /** The virus scanner, when CLAMD_HOST or CLAMD_SOCKET is set; null: uploads are accepted unscanned. */
  clamd: ClamdConfig | null;
  jwtSecret: Uint8Array;
  social: Partial<Record<SocialProvider, SocialProviderConfig>>;
  isProduction: boolean;
  /** SEED_DEMO_DATA resolved: whether start-up writes the demo set into an empty database. */
  seedDemoData: boolean;
  /** SUPPORT_EMAIL resolved: the inbox that receives inquiries. */
  supportEmail: string;
};

/** `support@` the domain MAIL_FROM sends from ("Hashi <no-reply@hashi.example>" → support@hashi.example). */
export function defaultSupportEmail(mailFrom: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'hashi.example';
  return `support@${domain}`;
}

/** An explicit SEED_DEMO_DATA wins; otherwise only a developer's embedded database gets demo data. */
function seedDemoData(c: z.infer<typeof envSchema>): boolean {
  if (c.SEED_DEMO_DATA !== undefined) return c.SEED_DEMO_DATA === 'true' || c.SEED_DEMO_DATA === '1';
  return c.DATABASE_URL === undefined && c.NODE_ENV === 'development';
}

/** The JWT secret: from the environment, else generated once into DATA_DIR (embedded mode only). */
function loadJwtSecret(value: string | undefined, dataDir: string, isProduction: boolean): Uint8Array {
  if (value) return new TextEncoder().encode(value);
  if (isProduction) throw new Error('JWT_SECRET must be set in production');
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

/** All of S3_ENDPOINT/BUCKET/ACCESS_KEY/SECRET_KEY or none: half a configuration is a start-up error naming what is missing. */
function s3Config(c: z.infer<typeof envSchema>): S3Config | null {
  const missing = S3_REQUIRED.filter((name) => !c[name]);
  if (missing.length === S3_REQUIRED.length) return null;
  if (missing.length > 0) {
    throw new Error(
      `Object storage is half-configured: set ${missing.join(', ')} too, or unset every S3_* variable to keep files in DATA_DIR/files`,
    );
  }
  return {
    endpoint: c.S3_ENDPOINT as string,
    region: c.S3_REGION,
    bucket: c.S3_BUCKET as string,
    accessKeyId: c.S3_ACCESS_KEY as string,
    secretAccessKey: c.S3_SECRET_KEY as string,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
  };
}

/** clamd by unix socket or TCP; production refuses to run without one unless ALLOW_UNSCANNED_UPLOADS says so. */
function clamdConfig(c: z.infer<typeof envSchema>, isProduction: boolean): ClamdConfig | null {
  const timeoutMs = c.CLAMD_TIMEOUT_SECONDS * 1000;
  if (c.CLAMD_SOCKET && c.CLAMD_HOST) throw new Error('Set CLAMD_SOCKET or CLAMD_HOST, not both');
  if (c.CLAMD_SOCKET) return { socket: c.CLAMD_SOCKET, timeoutMs };
  if (c.CLAMD_HOST) return { host: c.CLAMD_HOST, port: c.CLAMD_PORT, timeoutMs };
  if (isProduction && !c.ALLOW_UNSCANNED_UPLOADS) {
    throw new Error(
      'No virus scanner: set CLAMD_HOST (and CLAMD_PORT) or CLAMD_SOCKET, or ALLOW_UNSCANNED_UPLOADS=true to accept uploads unscanned',
    );
  }
  return null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  const isProduction = c.NODE_ENV === 'production';
  if (isProduction && c.CV_URL_ALLOW_PRIVATE) throw new Error('CV_URL_ALLOW_PRIVATE must not be set in production');
  if (isProduction && c.TEST_CONTROLS) throw new Error('TEST_CONTROLS must not be set in production');
  if (c.DATABASE_REPLICA_URL && !c.DATABASE_URL)
    throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL, its primary');
  return {
    ...c,
    dataDir,
    isProduction,
    jwtSecret: loadJwtSecret(c.JWT_SECRET, dataDir, isProduction),
    s3: s3Config(c),
    clamd: clamdConfig(c, isProduction),
    social: socialConfig(env),
    seedDemoData: seedDemoData(c),
    supportEmail: c.SUPPORT_EMAIL ?? defaultSupportEmail(c.MAIL_FROM),
  };
}
