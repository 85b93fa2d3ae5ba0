import { useLocation } from 'react-router';
import { CheckEmail } from '../components/check-email.tsx';

/** After /sign-up (spec §2). The address comes from the sign-up, when there was one in this tab. */
export default function SuccessRegistrationPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return <CheckEmail email={email} />;
}
