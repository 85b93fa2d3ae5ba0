import { Navigate, useLocation } from 'react-router';

/**
 * The older wizard's paths (/registration/language, /registration/skill-experience/…,
 * /registration/preference/…, /registration/finish) lead to the one wizard (spec §2), keeping the
 * query (a `redirect` target survives).
 */
export function LegacyRegistrationRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/profile-registration${search}`} replace />;
}
