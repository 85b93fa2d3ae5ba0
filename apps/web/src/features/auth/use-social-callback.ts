import { CLIENT_TYPE_APPLICANT_APP } from '@hashi/shared/constants';
import type { SocialProvider } from '@hashi/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api/api-error.ts';
import { requestLocale } from '../../lib/api/http.ts';
import { collectAttribution, removeAttributionCookies } from '../attribution/attribution-payload.ts';
import { postSocialLogin } from './api/social.ts';
import { completeLogin } from './login-flow.ts';
import { clearPendingSocialLogin, PROVIDER_NAMES, readPendingSocialLogin } from './social-pending.ts';
import { useFinishLogin } from './use-finish-login.ts';
import { AUTH_NS } from './i18n.ts';

// An authorization code works once. React's StrictMode (and a quick double render) would run the
// effect twice, so codes already sent are remembered for the life of the page.
const sentCodes = new Set<string>();

class SocialFlowError extends Error {}

export type SocialCallbackState =
  | { status: 'idle' }
  | { status: 'working'; provider?: SocialProvider }
  | { status: 'done'; provider: SocialProvider }
  | { status: 'failed'; message: string };

/**
 * Finishes a social sign-in when the provider sends the browser back with `?code&state` (spec §7).
 * Nothing happens without a code. `accepted`: the providers that return to this page.
 */
export function useSocialCallback(accepted: readonly SocialProvider[]): SocialCallbackState {
  const { t } = useTranslation(AUTH_NS);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const finishLogin = useFinishLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [started, setStarted] = useState(false);

  const mutation = useMutation({
    // The page shows every failure of this flow itself, in words that name the provider.
    meta: { silent: true },
    mutationFn: async ({ code, state }: { code: string; state: string | null }) => {
      const pending = readPendingSocialLogin();
      if (!pending || !accepted.includes(pending.provider)) throw new SocialFlowError(t('social.no_pending'));
      if (pending.state !== state) throw new SocialFlowError(t('social.state_mismatch'));
      const attribution = await collectAttribution(pending.startedFrom);
      const tokens = await postSocialLogin(pending.provider, {
        type: CLIENT_TYPE_APPLICANT_APP,
        token: code,
        state: state ?? undefined,
        redirect_uri: pending.redirectUri,
        invitation_token: pending.invitationToken,
        locale: requestLocale(),
        ...attribution,
      });
      const loggedIn = await completeLogin(tokens, queryClient);
      removeAttributionCookies();
      clearPendingSocialLogin();
      return { loggedIn, pending };
    },
    onSuccess: ({ loggedIn, pending }) => finishLogin(loggedIn, pending.redirect),
    onError: (error) => {
      const pending = readPendingSocialLogin();
      clearPendingSocialLogin();
      const reason = error instanceof SocialFlowError || isApiError(error) ? error.message : t('social.unknown_error');
      setFailure(
        pending?.provider === 'google'
          ? handleGoogleFailure(t, reason)
          : t('social.failed', {
              provider: pending ? PROVIDER_NAMES[pending.provider] : t('social.this_service'),
              reason,
            }),
      );
    },
  });

  const code = params.get('code');
  const state = params.get('state');
  const { mutate } = mutation;
  useEffect(() => {
    if (!code) return;
    // Take the code out of the address bar at once: a reload must not replay a spent code.
    navigate(pathname, { replace: true });
    if (sentCodes.has(code)) return;
    sentCodes.add(code);
    setStarted(true);
    mutate({ code, state });
  }, [code, state, pathname, navigate, mutate]);

  if (failure) return { status: 'failed', message: failure };
  if (mutation.isSuccess) return { status: 'done', provider: mutation.data.pending.provider };
  // A code in the address means work is about to start: never flash the idle page in between.
  if (started || code) return { status: 'working', provider: readPendingSocialLogin()?.provider };
  return { status: 'idle' };
}

/**
 * Spec §8: a Google failure also runs a Google-specific handler — its pending state is cleared
 * (done above for every provider; Google's one-tap/popup variants keep nothing else here) and the
 * message says that it was the Google step that failed.
 */
function handleGoogleFailure(t: (key: string, options?: Record<string, string>) => string, reason: string): string {
  clearPendingSocialLogin();
  return t('social.google_failed', { reason });
}
