import { useProfile } from '../../../profile/api/profile.ts';
import { SectionStatus } from '../../components/section-status.tsx';
import { BasicInformationForm } from './basic-information-form.tsx';

/** /profile-settings/basic-information: who the applicant is (spec §3 basic personal information). */
export default function BasicInformationSection() {
  const profile = useProfile();
  if (!profile.data) return <SectionStatus error={profile.isError} onRetry={() => void profile.refetch()} />;
  return <BasicInformationForm profile={profile.data} />;
}
