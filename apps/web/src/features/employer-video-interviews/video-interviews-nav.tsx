import { useTranslation } from 'react-i18next';
import { EMPLOYER_VIDEO_INTERVIEWS_NS } from './i18n.ts';

/** The console frame's entry for the video interview templates (app/employer-console.tsx). */
export function useEmployerVideoInterviewsNav() {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  return [{ to: '/employer/video-interview-templates', label: t('nav.templates') }];
}
