import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.string().url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Hashi <no-reply@hashi.example>'),
  JWT_SECRET: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds an access token lives; spec §4 leaves it open (ADR 0002). */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).default(1800),
  /** Days a "keep me logged in" session may be refreshed. */
  REMEMBER_ME_DAYS: z.coerce.number().int().min(1).default(30),
  /** Public pages of the visitor site that the footer links to (spec §2 footer). */
  VISITOR_FAQ_URL_EN: optionalString,
  VISITOR_FAQ_URL_JA: optionalString,
  ABOUT_US_URL: optionalString,
  PRIVACY_POLICY_URL: optionalString,
  FACEBOOK_URL: z.string().default('https://www.facebook.com/'),
  LINKEDIN_URL: z.string().default('https://www.linkedin.com/'),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
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
  /** OpenID Connect providers get a nonce and PKCE. */
  oidc: boolean;
}

const PROVIDER_DEFAULTS: Record<SocialProvider, Omit<SocialProviderConfig, 'clientId' | 'clientSecret'>> = {
  google: {
    authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
    oidc: true,
  },
  facebook: {
    authUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
    oidc: false,
  },
  linkedin: {
    authUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    userinfoUrl: 'https://api.linkedin.com/v2/userinfo',
    scope: 'openid profile email',
    oidc: true,
  },
  github: {
    authUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    emailsUrl: 'https://api.github.com/user/emails',
    scope: 'read:user user:email',
    oidc: false,
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
    out[provider] = {
      ...defaults,
      clientId,
      clientSecret,
      authUrl: env[`${p}_AUTH_URL`] ?? (issuer ? `${issuer}/authorize` : defaults.authUrl),
      tokenUrl: env[`${p}_TOKEN_URL`] ?? (issuer ? `${issuer}/token` : defaults.tokenUrl),
      userinfoUrl: env[`${p}_USERINFO_URL`] ?? (issuer ? `${issuer}/userinfo` : defaults.userinfoUrl),
      emailsUrl: env[`${p}_EMAILS_URL`] ?? (issuer ? undefined : defaults.emailsUrl),
    };
  }
  return out;
}

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  jwtSecret: Uint8Array;
  social: Partial<Record<SocialProvider, SocialProviderConfig>>;
  isProduction: boolean;
};

/** The JWT secret: from the environment, else generated once into DATA_DIR (embedded mode only). */
function loadJwtSecret(value: string | undefined, dataDir: string, isProduction: boolean): Uint8Array {
  if (value) return new TextEncoder().encode(value);
  if (isProduction) throw new Error('JWT_SECRET must be set in production');
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
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
  return {
    ...c,
    dataDir,
    isProduction,
    jwtSecret: loadJwtSecret(c.JWT_SECRET, dataDir, isProduction),
    social: socialConfig(env),
  };
}
