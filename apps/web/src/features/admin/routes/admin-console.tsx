import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ConsoleFrame } from '../../employer/console/console-frame.tsx';
import { ConsoleGuard } from '../../employer/console/console-guard.tsx';
import { PendingReportsBadge } from '../components/pending-reports-badge.tsx';
import { ADMIN_NS } from '../i18n.ts';

/** Every signed-in page of the admin console: its guard (admins only), then its layout. */
export default function AdminConsole() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <ConsoleGuard kind="admin">
      <ConsoleFrame
        kind="admin"
        signedIn
        title={t('employer:console.admin_title')}
        nav={[
          { to: '/admin/job-postings', label: t('nav.postings') },
          { to: '/admin/company-requests', label: t('nav.company_requests') },
          { to: '/admin/notices', label: t('nav.notices') },
          { to: '/admin/blog', label: t('nav.blog') },
          { to: '/admin/message-reports', label: t('nav.reports'), badge: <PendingReportsBadge /> },
          { to: '/admin/faqs', label: t('nav.faqs') },
          { to: '/admin/inquiries', label: t('nav.inquiries') },
          { to: '/admin/access-routes', label: t('nav.access_routes') },
          { to: '/admin/signup-report', label: t('nav.signup_report') },
          { to: '/admin/campaigns', label: t('nav.campaigns') },
          { to: '/admin/gift-codes', label: t('nav.gift_codes') },
          { to: '/admin/rewards', label: t('nav.rewards') },
          { to: '/admin/quarantined-files', label: t('nav.quarantine') },
        ]}
      >
        <Outlet />
      </ConsoleFrame>
    </ConsoleGuard>
  );
}
