import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewApplicationsBadge } from './components/new-applications-badge.tsx';
import { EMPLOYER_APPROACHES_NS } from './i18n.ts';

/** The console frame's entries for the approach pages, in the console's language; new applications as a badge. */
export function useEmployerApproachNav(): { to: string; label: string; badge?: ReactNode }[] {
  const { t } = useTranslation(EMPLOYER_APPROACHES_NS);
  return [
    { to: '/employer/applicants', label: t('nav.applicants') },
    { to: '/employer/applications', label: t('nav.applications'), badge: <NewApplicationsBadge /> },
    { to: '/employer/approaches', label: t('nav.approaches') },
  ];
}
