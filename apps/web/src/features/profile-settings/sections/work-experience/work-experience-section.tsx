import type { Experience } from '@hashi/shared/experience.schema';
import type { Profile } from '@hashi/shared/profile.schema';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../profile/api/profile.ts';
import { useSnackbar } from '../../../../components/feedback/use-snackbar.ts';
import { SectionStatus } from '../../components/section-status.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { CareerSummaryForm } from './career-summary-form.tsx';
import { ExperienceEditor } from './experience-editor.tsx';
import { ExperienceList } from './experience-list.tsx';
import { useOfferExclusion } from './use-offer-exclusion.ts';

/** /profile-settings/work-experience: the work history and the career summary (spec §3, §5). */
export default function WorkExperienceSection() {
  const profile = useProfile();
  if (!profile.data) return <SectionStatus error={profile.isError} onRetry={() => void profile.refetch()} />;
  return <WorkExperience profile={profile.data} />;
}

type Editing = { entry: Experience | null } | null;

function WorkExperience({ profile }: { profile: Profile }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const showSnackbar = useSnackbar();
  const offerExclusion = useOfferExclusion(profile);
  const [editing, setEditing] = useState<Editing>(null);

  if (editing) {
    return (
      <ExperienceEditor
        key={editing.entry?.id ?? 'new'}
        entry={editing.entry}
        defaultRoleId={profile.position_experiences[0]?.job_position_id ?? null}
        onClose={() => setEditing(null)}
        onSaved={(values) => {
          setEditing(null);
          showSnackbar(t('experience.saved'), 'success');
          if (values.is_current) void offerExclusion(values.company_name);
        }}
      />
    );
  }
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('experience.intro')}
      </Typography>
      <ExperienceList onAdd={() => setEditing({ entry: null })} onEdit={(entry) => setEditing({ entry })} />
      <CareerSummaryForm profile={profile} />
    </>
  );
}
