import type { SocialProviderConfig } from '../../platform/config.ts';

/** Outbound calls to a provider never hold a request longer than this. */
export const PROVIDER_TIMEOUT_MS = 5000;
/** Provider answers are small; a larger one is refused rather than buffered. */
const MAX_BODY_BYTES = 256 * 1024;

export type ProviderStep = 'discovery' | 'token' | 'id_token' | 'userinfo' | 'emails' | 'token_check' | 'profile';

/**
 * A provider call that failed. It carries only what helps an operator (step, HTTP status, the
 * provider's `error` code) and never a token, a secret or a whole response body, so it can be logged.
 */
export class ProviderError extends Error {
  constructor(
    readonly step: ProviderStep,
    readonly detail: { status?: number; error?: string; reason?: string } = {},
  ) {
    super(`social provider failed at ${step}`);
  }
}

export type Json = Record<string, unknown>;

/** Parses JSON, or a form-encoded answer (GitHub's token endpoint without Accept: application/json). */
function parseBody(text: string, contentType: string): unknown {
  if (!text) return {};
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** One provider request: a time limit, no redirects followed, JSON back or a ProviderError. */
export async function providerRequest(step: ProviderStep, url: string, init: RequestOptions = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      // GitHub's API refuses requests without a User-Agent.
      headers: { accept: 'application/json', 'user-agent': 'Hashi', ...init.headers },
    });
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network';
    throw new ProviderError(step, { reason });
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw new ProviderError(step, { status: response.status, reason: 'too_large' });
  const text = await response.text().catch(() => '');
  if (text.length > MAX_BODY_BYTES) throw new ProviderError(step, { status: response.status, reason: 'too_large' });
  const body = parseBody(text, response.headers.get('content-type') ?? '');
  const error = body && typeof body === 'object' && 'error' in body ? (body as Json).error : undefined;
  if (!response.ok || error !== undefined || body === undefined) {
    throw new ProviderError(step, {
      status: response.status,
      ...(typeof error === 'string' ? { error: error.slice(0, 100) } : {}),
      ...(body === undefined ? { reason: 'not_json' } : {}),
    });
  }
  return body;
}

export function asObject(step: ProviderStep, value: unknown): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ProviderError(step, { reason: 'shape' });
  return value as Json;
}

export interface ProviderTokens {
  accessToken: string;
  idToken?: string;
}

/** Trades an authorization code for tokens (client_secret_post, which all four providers accept). */
export async function exchangeCode(
  cfg: SocialProviderConfig,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<ProviderTokens> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: cfg.clientId,
    client_secret: cfg.clientSecret,
  });
  if (cfg.pkce) form.set('code_verifier', input.codeVerifier);
  const body = asObject(
    'token',
    await providerRequest('token', cfg.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    }),
  );
  if (typeof body.access_token !== 'string' || !body.access_token)
    throw new ProviderError('token', { reason: 'shape' });
  return {
    accessToken: body.access_token,
    ...(typeof body.id_token === 'string' ? { idToken: body.id_token } : {}),
  };
}

export async function fetchUserinfo(cfg: SocialProviderConfig, accessToken: string): Promise<Json> {
  const headers = { authorization: `Bearer ${accessToken}` };
  return asObject('userinfo', await providerRequest('userinfo', cfg.userinfoUrl, { headers }));
}

export interface ProviderEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/** GitHub's list of the account's addresses with their primary and verified flags. */
export async function fetchEmails(cfg: SocialProviderConfig, accessToken: string): Promise<ProviderEmail[]> {
  if (!cfg.emailsUrl) return [];
  const headers = { authorization: `Bearer ${accessToken}` };
  const body = await providerRequest('emails', cfg.emailsUrl, { headers });
  if (!Array.isArray(body)) throw new ProviderError('emails', { reason: 'shape' });
  return body.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { email, primary, verified } = item as Json;
    return typeof email === 'string' ? [{ email, primary: primary === true, verified: verified === true }] : [];
  });
}

interface Discovery {
  jwks_uri?: string;
  introspection_endpoint?: string;
  issuer?: string;
}
const discoveryCache = new Map<string, { value: Discovery; expiresAt: number }>();
const DISCOVERY_TTL_MS = 60 * 60_000;

/** The issuer's OpenID configuration, cached for an hour (failures are not cached). */
export async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveryCache.get(issuer);
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  const body = asObject('discovery', await providerRequest('discovery', `${issuer}/.well-known/openid-configuration`));
  const value: Discovery = {
    ...(typeof body.jwks_uri === 'string' ? { jwks_uri: body.jwks_uri } : {}),
    ...(typeof body.introspection_endpoint === 'string' ? { introspection_endpoint: body.introspection_endpoint } : {}),
    ...(typeof body.issuer === 'string' ? { issuer: body.issuer } : {}),
  };
  discoveryCache.set(issuer, { value, expiresAt: Date.now() + DISCOVERY_TTL_MS });
  return value;
}
