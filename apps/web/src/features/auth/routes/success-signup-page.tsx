import type { Locale } from '@hashi/shared/constants';
import { Navigate, useLocation } from 'react-router';
import { CheckEmail } from '../components/check-email.tsx';

/** `lng`: the landing page's language, which the confirmation keeps. */
export type SuccessSignupState = { fromLanding: true; email: string; lng?: Locale };

/**
 * After a landing-page sign-up (spec §2: reachable only from the landing pages). The router state
 * is the proof: it exists only when a landing page navigated here, so a typed or shared URL goes
 * to /sign-up instead.
 */
export default function SuccessSignupPage() {
  const state = useLocation().state as Partial<SuccessSignupState> | null;
  if (!state?.fromLanding) return <Navigate to="/sign-up" replace />;
  return <CheckEmail email={state.email} lng={state.lng} />;
}
