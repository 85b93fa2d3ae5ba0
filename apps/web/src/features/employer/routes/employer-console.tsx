import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { employerCompanyQuery } from '../api/company.ts';
import { ConsoleFrame, type ConsoleNavItem } from '../console/console-frame.tsx';
import { ConsoleGuard } from '../console/console-guard.tsx';
import { EMPLOYER_NS } from '../i18n.ts';

function EmployerFrame({ moreNav }: { moreNav: ConsoleNavItem[] }) {
  const { t, i18n } = useTranslation(EMPLOYER_NS);
  const company = useQuery(employerCompanyQuery);
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
        ...moreNav,
      ]}
    >
      <Outlet />
    </ConsoleFrame>
  );
}

/**
 * Every signed-in page of the employer console: its guard (company users only), then its layout.
 * `moreNav` adds the entries of pages other features mount in the console (app/employer-console.tsx).
 */
export default function EmployerConsole({ moreNav = [] }: { moreNav?: ConsoleNavItem[] }) {
  return (
    <ConsoleGuard kind="employer">
      <EmployerFrame moreNav={moreNav} />
    </ConsoleGuard>
  );
}
