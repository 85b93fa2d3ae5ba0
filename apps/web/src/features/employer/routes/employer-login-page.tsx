import { useTranslation } from 'react-i18next';
import { ConsoleFrame } from '../console/console-frame.tsx';
import { ConsoleLoginPage } from '../console/console-login-page.tsx';
import { EMPLOYER_NS } from '../i18n.ts';

/** /employer/login: the console's layout without its pages, and the sign-in form. */
export default function EmployerLoginPage() {
  const { t } = useTranslation(EMPLOYER_NS);
  return (
    <ConsoleFrame kind="employer" title={t('console.employer_title')}>
      <ConsoleLoginPage kind="employer" />
    </ConsoleFrame>
  );
}
