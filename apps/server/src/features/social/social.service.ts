import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SocialLoginRequest, TokenResponse } from '@hashi/shared/auth.schema';
import { CLIENT_TYPE_APPLICANT_APP, type Locale } from '@hashi/shared/constants';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import { V } from '@hashi/shared/validation';
import { randomToken } from '../../platform/auth/tokens.ts';
import type { SocialProviderConfig } from '../../platform/config.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { MINUTE } from '../../platform/rate-limit/limiter.ts';
import type { ClientInfo } from '../auth/session.service.ts';
import { verifyIdToken } from './id-token.ts';
import { needsEmailList, type SocialProfile, toProfile } from './provider-claims.ts';
import { exchangeCode, fetchEmails, fetchUserinfo, type Json, ProviderError } from './provider-client.ts';
import { signInWithProfile } from './social-account.service.ts';
import { deleteExpiredStates, insertState, takeState } from './social.repository.ts';
import { checkAccessTokenAudience } from './token-check.ts';

/** How long a started login may take at the provider. */
export const STATE_TTL_MS = 10 * MINUTE;

export const SOCIAL_LIMITS = {
  authorizePerIp: { limit: 60, windowMs: MINUTE },
  loginPerIp: { limit: 30, windowMs: MINUTE },
} as const;

type SocialLoginInput = SocialLoginRequest & { locale: Locale };
type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export function configuredProviders(deps: Deps): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => deps.config.social[p] !== undefined);
}

function providerConfig(deps: Deps, provider: SocialProvider): SocialProviderConfig {
  const cfg = deps.config.social[provider];
  if (!cfg) throw new AppError(ErrorCode.SocialNotConfigured);
  return cfg;
}

/** Providers send the person back only to our own pages, so a stolen code cannot land elsewhere. */
function assertOwnRedirect(deps: Deps, redirectUri: string): void {
  let origin: string | undefined;
  try {
    origin = new URL(redirectUri).origin;
  } catch {
    origin = undefined;
  }
  if (origin !== new URL(deps.config.APP_URL).origin) throw AppError.fields({ redirect_uri: [V.invalidValue] });
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** Starts a code flow: a single-use state, a PKCE verifier and an OIDC nonce, kept 10 minutes. */
export async function startAuthorization(
  deps: Deps,
  provider: SocialProvider,
  redirectUri: string,
  ip: string,
): Promise<{ url: string; state: string }> {
  await deps.limiter.consume([[`social-authorize:ip:${ip}`, SOCIAL_LIMITS.authorizePerIp]]);
  const cfg = providerConfig(deps, provider);
  assertOwnRedirect(deps, redirectUri);
  const now = deps.now();
  const state = randomToken();
  const codeVerifier = randomToken();
  const nonce = randomToken();
  await deleteExpiredStates(deps.db, now);
  await insertState(deps.db, {
    state,
    provider,
    code_verifier: codeVerifier,
    nonce,
    redirect_uri: redirectUri,
    expires_at: new Date(now.getTime() + STATE_TTL_MS),
  });
  const url = new URL(cfg.authUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', cfg.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', cfg.scope);
  url.searchParams.set('state', state);
  if (cfg.pkce) {
    url.searchParams.set('code_challenge', s256(codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  if (cfg.oidc) url.searchParams.set('nonce', nonce);
  return { url: url.href, state };
}

const stateInvalid = () => new AppError(ErrorCode.SocialFailed, { messageKey: 'social.state_invalid' });

/** Turns any provider failure into one 422, logged with its step but without tokens or secrets. */
async function atProvider<T>(log: Log, provider: SocialProvider, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    log.warn({ provider, step: err.step, ...err.detail }, 'social login failed at the provider');
    throw new AppError(ErrorCode.SocialFailed);
  }
}

async function profileFromAccessToken(
  provider: SocialProvider,
  cfg: SocialProviderConfig,
  accessToken: string,
  idClaims?: Json,
): Promise<SocialProfile> {
  const userinfo = await fetchUserinfo(cfg, accessToken);
  // OpenID Connect Core 5.3.2: userinfo must describe the same subject as the id_token.
  if (idClaims && userinfo.sub !== idClaims.sub) throw new ProviderError('userinfo', { reason: 'sub_mismatch' });
  const emails = needsEmailList(provider, cfg) ? await fetchEmails(cfg, accessToken) : [];
  return toProfile(provider, cfg, { ...idClaims, ...userinfo }, emails);
}

function assertClientType(input: SocialLoginRequest): void {
  if (input.type !== CLIENT_TYPE_APPLICANT_APP) throw AppError.fields({ type: [V.invalidValue] });
}

/** Where a login gets the person's profile, once the limit, the client type and the provider are checked. */
type ProfileSource = (
  deps: Deps,
  provider: SocialProvider,
  cfg: SocialProviderConfig,
  input: SocialLoginInput,
  log: Log,
) => Promise<SocialProfile>;

/** A social login: the per-IP limit, the client type, the provider's config, the profile, the sign-in. */
function socialLogin(profileOf: ProfileSource) {
  return async (
    deps: Deps,
    provider: SocialProvider,
    input: SocialLoginInput,
    client: ClientInfo,
    log: Log,
  ): Promise<TokenResponse & { created: boolean }> => {
    await deps.limiter.consume([[`social-login:ip:${client.ip ?? 'unknown'}`, SOCIAL_LIMITS.loginPerIp]]);
    assertClientType(input);
    const cfg = providerConfig(deps, provider);
    const profile = await profileOf(deps, provider, cfg, input, log);
    return signInWithProfile(deps, provider, profile, input, client);
  };
}

/** The authorization-code flow: `token` is the code the provider sent back with our state. */
export const loginWithCode = socialLogin(async (deps, provider, cfg, input, log) => {
  if (!input.state) throw AppError.fields({ state: [V.required] });
  const saved = await takeState(deps.db, input.state);
  if (!saved || saved.provider !== provider || new Date(saved.expires_at) <= deps.now()) throw stateInvalid();
  if (input.redirect_uri && input.redirect_uri !== saved.redirect_uri) throw stateInvalid();

  return atProvider(log, provider, async () => {
    const tokens = await exchangeCode(cfg, {
      code: input.token,
      redirectUri: saved.redirect_uri,
      codeVerifier: saved.code_verifier,
    });
    const idClaims =
      cfg.oidc && tokens.idToken
        ? ((await verifyIdToken(cfg, tokens.idToken, { nonce: saved.nonce, now: deps.now() })) as Json)
        : undefined;
    return profileFromAccessToken(provider, cfg, tokens.accessToken, idClaims);
  });
});

/** The popup/SDK variants: `token` is an access token the provider gave the browser directly. */
export const loginWithAccessToken = socialLogin((_deps, provider, cfg, input, log) =>
  atProvider(log, provider, async () => {
    await checkAccessTokenAudience(cfg, input.token);
    return profileFromAccessToken(provider, cfg, input.token);
  }),
);
