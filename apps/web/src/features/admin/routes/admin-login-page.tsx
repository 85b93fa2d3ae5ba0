import { useTranslation } from 'react-i18next';
import { ConsoleFrame } from '../../employer/console/console-frame.tsx';
import { ConsoleLoginPage } from '../../employer/console/console-login-page.tsx';
import { EMPLOYER_NS } from '../../employer/i18n.ts';

/** /admin/login: the admin console's sign-in. */
export default function AdminLoginPage() {
  const { t } = useTranslation(EMPLOYER_NS);
  return (
    <ConsoleFrame kind="admin" title={t('console.admin_title')}>
      <ConsoleLoginPage kind="admin" />
    </ConsoleFrame>
  );
}
