import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/page-states.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { PersonalInformationGuide } from '../components/personal-information-guide.tsx';
import { PROFILE_PREVIEW_NS } from '../i18n.ts';
import PersonalInformationPage from './personal-information-page.tsx';

/**
 * /personal-information, public (spec §2): a registered applicant sees their own information, as
 * before; everyone else what Hashi keeps about an applicant and who sees it. The three parts
 * (/personal-information/:part) stay behind the access guard.
 */
export default function PersonalInformationEntry() {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  const session = useSession();
  if (session.status === 'loading') return <LoadingState label={t('state.loading')} />;
  if (session.status === 'authenticated' && session.isRegistered) return <PersonalInformationPage />;
  return <PersonalInformationGuide signedIn={session.status === 'authenticated'} />;
}
