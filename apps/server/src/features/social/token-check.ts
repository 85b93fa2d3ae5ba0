import type { SocialProviderConfig } from '../../platform/config.ts';
import { asObject, discover, providerRequest, ProviderError } from './provider-client.ts';

/**
 * A popup or SDK hands us an access token, not a code. A token that some other app obtained for
 * the same person would pass userinfo too, so each provider is asked whether the token was issued
 * to OUR client id before it may log anyone in.
 */
export async function checkAccessTokenAudience(cfg: SocialProviderConfig, accessToken: string): Promise<void> {
  let check = cfg.tokenCheck;
  if (!check && cfg.issuer) {
    const found = await discover(cfg.issuer);
    if (found.introspection_endpoint) check = { kind: 'introspect', url: found.introspection_endpoint };
  }
  // Only a provider configured by endpoint overrides, without a token-info address, lands here.
  if (!check) return;
  const fail = (reason: string) => new ProviderError('token_check', { reason });

  switch (check.kind) {
    case 'google': {
      // Google's tokeninfo names the client the token was issued to.
      const url = new URL(check.url);
      url.searchParams.set('access_token', accessToken);
      const body = asObject('token_check', await providerRequest('token_check', url.href));
      if (body.aud !== cfg.clientId && body.azp !== cfg.clientId) throw fail('audience');
      return;
    }
    case 'facebook': {
      // debug_token is asked with the app's own token (app id | secret), as Facebook documents.
      const url = new URL(check.url);
      url.searchParams.set('input_token', accessToken);
      url.searchParams.set('access_token', `${cfg.clientId}|${cfg.clientSecret}`);
      const body = asObject('token_check', await providerRequest('token_check', url.href));
      const data = asObject('token_check', body.data);
      if (data.is_valid !== true || String(data.app_id) !== cfg.clientId) throw fail('audience');
      return;
    }
    case 'github': {
      // GitHub answers 404 unless the token belongs to this OAuth app.
      const basic = Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64');
      await providerRequest('token_check', check.url.replace('{client_id}', encodeURIComponent(cfg.clientId)), {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
        body: JSON.stringify({ access_token: accessToken }),
      });
      return;
    }
    case 'introspect': {
      // RFC 7662 (LinkedIn and generic OpenID providers).
      const form = new URLSearchParams({
        token: accessToken,
        client_id: cfg.clientId,
        client_secret: cfg.clientSecret,
      });
      const body = asObject(
        'token_check',
        await providerRequest('token_check', check.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        }),
      );
      if (body.active !== true) throw fail('inactive');
      if (body.client_id !== undefined && body.client_id !== cfg.clientId) throw fail('audience');
      const aud = Array.isArray(body.aud) ? body.aud : body.aud === undefined ? [] : [body.aud];
      if (aud.length > 0 && !aud.includes(cfg.clientId)) throw fail('audience');
      return;
    }
  }
}
