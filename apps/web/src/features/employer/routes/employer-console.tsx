import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useEmployerApproachNav } from '../../employer-approaches/approaches-nav.ts';
import { employerCompanyQuery } from '../api/company.ts';
import { ConsoleFrame } from '../console/console-frame.tsx';
import { ConsoleGuard } from '../console/console-guard.tsx';
import { EMPLOYER_NS } from '../i18n.ts';

function EmployerFrame() {
  const { t, i18n } = useTranslation(EMPLOYER_NS);
  const company = useQuery(employerCompanyQuery);
  const approachNav = useEmployerApproachNav();
  const name = company.data ? (i18n.resolvedLanguage === 'ja' ? company.data.name_ja : company.data.name_en) : null;
  return (
    <ConsoleFrame
      kind="employer"
      signedIn
      title={name ?? t('console.employer_title')}
      nav={[
        { to: '/employer/job-postings', label: t('nav.postings') },
        { to: '/employer/company', label: t('nav.company') },
        { to: '/employer/scout-templates', label: t('nav.templates') },
        ...approachNav,
      ]}
    >
      <Outlet />
    </ConsoleFrame>
  );
}

/** Every signed-in page of the employer console: its guard (company users only), then its layout. */
export default function EmployerConsole() {
  return (
    <ConsoleGuard kind="employer">
      <EmployerFrame />
    </ConsoleGuard>
  );
}
