import type { Profile } from '@hashi/shared/profile.schema';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMasterList, useMasterNames } from '../../../../lib/masters/master-list.ts';
import { useProfile } from '../../../profile/api/profile.ts';
import { syncJobRoles } from '../../../profile/api/sync-job-roles.ts';
import { SectionForm } from '../../components/section-form.tsx';
import { SectionStatus } from '../../components/section-status.tsx';
import { useYearsEntries } from '../../components/use-years-entries.ts';
import { YearsEntryList } from '../../components/years-entry-list.tsx';
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
  const years = useMasterList('yoe-ranges').items;
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
    <SectionForm
      onSubmit={(event) => {
        event.preventDefault();
        list.save();
      }}
      dirty={list.dirty}
      saving={list.saving}
      saved={list.saved}
      formError={list.formError}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('job.intro')}
      </Typography>
      {list.entries.length === 0 ? (
        <Alert severity="info">{t('job.empty')}</Alert>
      ) : (
        <YearsEntryList
          entries={list.entries}
          names={names}
          years={years}
          isPending={list.isPending}
          onYears={list.setYears}
          onRemove={list.remove}
        />
      )}
      {list.dirty && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('years.unsaved')}
        </Alert>
      )}
      <JobRoleAddForm listed={list.entries} onAdd={list.add} />
    </SectionForm>
  );
}
