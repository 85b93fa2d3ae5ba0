import type { Profile } from '@hashi/shared/profile.schema';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useMasterNames } from '../../../../lib/masters/master-list.ts';
import { useProfile } from '../../../profile/api/profile.ts';
import { syncJobRoles } from '../../../profile/api/sync-job-roles.ts';
import { SectionStatus } from '../../components/section-status.tsx';
import { useYearsEntries } from '../../components/use-years-entries.ts';
import { YearsEntryList } from '../../components/years-entry-list.tsx';
import { YearsSectionForm } from '../../components/years-section-form.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { JobRoleAddForm } from './job-role-add-form.tsx';

/** /profile-settings/job: job roles with years of experience (spec §3 position experience). */
export default function JobSection() {
  const profile = useProfile();
  if (!profile.data) return <SectionStatus error={profile.isError} onRetry={() => void profile.refetch()} />;
  return <JobRoles profile={profile.data} />;
}

function JobRoles({ profile }: { profile: Profile }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const names = useMasterNames('job-positions');
  const list = useYearsEntries(
    profile.position_experiences.map((e) => ({ refId: e.job_position_id, years: e.years_of_experience_range_id })),
    async (entries) => {
      const { data } = await syncJobRoles(
        entries.map((e) => ({ job_position_id: e.refId, years_of_experience_range_id: e.years })),
      );
      return data.map((e) => ({ refId: e.job_position_id, years: e.years_of_experience_range_id }));
    },
  );

  return (
    <YearsSectionForm
      list={list}
      intro={t('job.intro')}
      addForm={<JobRoleAddForm listed={list.entries} onAdd={list.add} />}
    >
      {list.entries.length === 0 ? (
        <Alert severity="info">{t('job.empty')}</Alert>
      ) : (
        <YearsEntryList entries={list.entries} names={names} list={list} />
      )}
    </YearsSectionForm>
  );
}
