import type { Locale } from '@hashi/shared/constants';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import ThemedPageArea from '../../../components/ui/themed.tsx';
import { logout } from '../../../lib/session/session.ts';
import { EMPLOYER_NS } from '../i18n.ts';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { CONSOLES, type ConsoleKind, consoleLoginPath } from './console-kind.ts';
import { ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { useConsoleLanguage } from './use-console-language.ts';

/**
 * A page in the console's navigation. `badge` follows the label inside the link (an unread count,
 * say): the feature that adds the entry draws it, and its queries run only once the guard let the
 * frame render.
 */
export type ConsoleNavItem = { to: string; label: string; badge?: ReactNode };

/** English and Japanese, each named in its own language; the current one is pressed. */
function LanguageSwitch() {
  const { t, i18n } = useTranslation(EMPLOYER_NS);
  const change = useConsoleLanguage();
  const current = i18n.resolvedLanguage === 'ja' ? 'ja' : 'en';
  return (
    <Box role="group" aria-label={t('console.language')} sx={{ display: 'flex', gap: 0.5 }}>
      {(['en', 'ja'] as Locale[]).map((locale) => (
        <Button
          key={locale}
          size="small"
          sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
          color="inherit"
          lang={locale}
          aria-pressed={current === locale}
          variant={current === locale ? 'outlined' : 'text'}
          onClick={() => void change(locale)}
        >
          {locale === 'en' ? 'English' : '日本語'}
        </Button>
      ))}
    </Box>
  );
}

/**
 * The consoles' own plain layout (not the applicant shell): a top bar with Hashi's logo, the console's
 * title, the language switch and — once signed in — logout, its pages under them; the page below.
 */
export function ConsoleFrame({
  kind,
  title,
  nav = [],
  signedIn = false,
  children,
}: {
  kind: ConsoleKind;
  title: ReactNode;
  nav?: ConsoleNavItem[];
  signedIn?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(EMPLOYER_NS);
  const navigate = useNavigate();
  const onLogout = async () => {
    await logout();
    navigate(consoleLoginPath(kind), { replace: true });
  };
  return (
    <ThemedPageArea>
      <AppBar position="static" color="default" elevation={1}>
        {/*
          Row one: Hashi's logo and the console's title, then the language switch and logout, which
          never wrap or shrink (the title gives way with an ellipsis). Row two: the pages, in one
          line at every width, scrolling sideways when they do not fit, so a phone spends one line on them.
        */}
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56 } }}>
          <MuiLink
            component={NavLink}
            to={CONSOLES[kind].home}
            aria-label={t('console.home_link')}
            underline="none"
            sx={{ color: 'primary.main', display: 'inline-flex', alignItems: 'center', gap: 1, flexShrink: 0 }}
          >
            <LogoMark size={28} />
            <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 800 }}>
              Hashi
            </Box>
          </MuiLink>
          <Typography
            component="p"
            variant="h6"
            noWrap
            sx={{ minWidth: 0, flexShrink: 1, fontSize: { xs: '1rem', sm: '1.25rem' }, ml: { sm: 1 } }}
          >
            {title}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
          {signedIn && (
            <Button
              variant="outlined"
              size="small"
              onClick={() => void onLogout()}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('console.logout')}
            </Button>
          )}
        </Toolbar>
        {nav.length > 0 && (
          <Box
            component="nav"
            aria-label={t('console.navigation')}
            sx={{
              display: 'flex',
              gap: 0.5,
              flexWrap: 'nowrap',
              overflowX: 'auto',
              px: { xs: 1, sm: 2 },
              pb: 0.5,
              scrollbarWidth: 'thin',
            }}
          >
            {nav.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                color="inherit"
                size="small"
                // NavLink marks the current page (aria-current="page", class "active"); show it too.
                sx={{
                  whiteSpace: 'nowrap',
                  flexShrink: 0,
                  '&.active': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: 6 },
                }}
              >
                {item.label}
                {item.badge}
              </Button>
            ))}
          </Box>
        )}
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        <Suspense fallback={<ConsoleLoading />}>{children}</Suspense>
      </Container>
    </ThemedPageArea>
  );
}
