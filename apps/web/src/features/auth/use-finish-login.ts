import { LANGUAGE_CHANGE_DELAY_MS, REDIRECT_DELAY_MS } from '@hashi/shared/constants';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { applyLanguage } from '../../i18n/language.ts';
import { decideLoginRedirect, type LoggedIn } from './login-flow.ts';

/**
 * The end of spec §4's login flow: after REDIRECT_DELAY_MS (long enough to read "you are logged
 * in") go where decideLoginRedirect says, then switch to the applicant's saved language
 * LANGUAGE_CHANGE_DELAY_MS later, so the new page — not the login form — re-renders in it.
 * Returns the chosen destination.
 */
export function useFinishLogin(): (loggedIn: LoggedIn, requested: string | null) => string {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (loggedIn, requested) => {
      const target = decideLoginRedirect(loggedIn.applicant, requested);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        navigate(target, { replace: true });
        // Not tied to this component: the login page is gone by the time the language switches.
        setTimeout(() => void applyLanguage(loggedIn.applicant.locale), LANGUAGE_CHANGE_DELAY_MS);
      }, REDIRECT_DELAY_MS);
      return target;
    },
    [navigate],
  );
}
