import type { SocialProvider } from '@hashi/shared/enums';
import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import GoogleIcon from '@mui/icons-material/Google';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { getSocialAuthorizeUrl, socialProvidersQueryOptions } from '../api/social.ts';
import { PROVIDER_NAMES, savePendingSocialLogin, socialCallbackPath } from '../social-pending.ts';
import { AUTH_NS } from '../i18n.ts';

const ICONS: Record<SocialProvider, ReactElement> = {
  google: <GoogleIcon />,
  facebook: <FacebookIcon />,
  linkedin: <LinkedInIcon />,
  github: <GitHubIcon />,
};

type Props = {
  /** 'login' on /login, 'sign-up' on the sign-up pages (the server creates the account on first use). */
  mode: 'login' | 'sign-up';
  redirect?: string | null;
  invitationToken?: string | null;
  /** Landing pages keep their own language whatever the app's (see landing-page.tsx). */
  lng?: string;
};

/** One button per provider the server has configured; none at all when it has none. */
export function SocialButtons({ mode, redirect = null, invitationToken = null, lng }: Props) {
  const { t } = useTranslation(AUTH_NS, { lng });
  // Silent: without providers the page simply shows no social buttons.
  const providers = useQuery({ ...socialProvidersQueryOptions(), meta: { silent: true } });
  const start = useMutation({
    mutationFn: async (provider: SocialProvider) => {
      const redirectUri = `${window.location.origin}${socialCallbackPath(provider)}`;
      const { url, state } = await getSocialAuthorizeUrl(provider, redirectUri);
      savePendingSocialLogin({
        provider,
        state,
        redirectUri,
        startedFrom: window.location.href,
        redirect,
        invitationToken,
      });
      window.location.assign(url);
    },
  });

  if (!providers.data?.length) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider sx={{ color: 'text.secondary', fontSize: 14 }}>{t('social.or')}</Divider>
      {providers.data.map((provider) => (
        <Button
          key={provider}
          variant="outlined"
          size="large"
          fullWidth
          startIcon={ICONS[provider]}
          // Stays busy after success too: the browser is leaving for the provider's page.
          loading={start.variables === provider && (start.isPending || start.isSuccess)}
          disabled={start.isPending}
          onClick={() => start.mutate(provider)}
          sx={{ justifyContent: 'center', textTransform: 'none' }}
        >
          {t(mode === 'login' ? 'social.continue_with' : 'social.sign_up_with', { provider: PROVIDER_NAMES[provider] })}
        </Button>
      ))}
    </Stack>
  );
}
