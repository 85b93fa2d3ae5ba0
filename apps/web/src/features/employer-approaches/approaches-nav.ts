import { useTranslation } from 'react-i18next';
import { EMPLOYER_APPROACHES_NS } from './i18n.ts';

/** The console frame's entries for the approach pages, in the console's language. */
export function useEmployerApproachNav(): { to: string; label: string }[] {
  const { t } = useTranslation(EMPLOYER_APPROACHES_NS);
  return [
    { to: '/employer/applicants', label: t('nav.applicants') },
    { to: '/employer/applications', label: t('nav.applications') },
    { to: '/employer/approaches', label: t('nav.approaches') },
  ];
}
