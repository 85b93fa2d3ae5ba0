import type { Profile } from '@hashi/shared/profile.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../profile/api/profile.ts';
import { syncSkills } from '../../../profile/api/sync-skills.ts';
import { SectionStatus } from '../../components/section-status.tsx';
import { type YearsEntry, useYearsEntries } from '../../components/use-years-entries.ts';
import { YearsEntryList } from '../../components/years-entry-list.tsx';
import { YearsSectionForm } from '../../components/years-section-form.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { SkillAddForm } from './skill-add-form.tsx';
import { useSkillOptions } from './skill-options.ts';

/** /profile-settings/skill: skills with years of experience, grouped by category (spec §3). */
export default function SkillSection() {
  const profile = useProfile();
  if (!profile.data) return <SectionStatus error={profile.isError} onRetry={() => void profile.refetch()} />;
  return <Skills profile={profile.data} />;
}

function Skills({ profile }: { profile: Profile }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const { options, byId, rank } = useSkillOptions();
  const names = new Map(options.map((option) => [option.id, option.name]));
  const list = useYearsEntries(
    profile.skills.map((s) => ({ refId: s.skill_id, years: s.years_of_experience_range_id })),
    async (entries) => {
      const { data } = await syncSkills(
        entries.map((e) => ({ skill_id: e.refId, years_of_experience_range_id: e.years })),
      );
      return data.map((s) => ({ refId: s.skill_id, years: s.years_of_experience_range_id }));
    },
  );

  // The listed skills by category, featured first; a skill the list does not know goes last.
  const groups = new Map<number, { name: string; entries: YearsEntry[] }>();
  for (const entry of list.entries) {
    const skill = byId.get(entry.refId);
    const categoryId = skill?.category_id ?? 0;
    const group = groups.get(categoryId) ?? { name: skill?.categoryName ?? '', entries: [] };
    group.entries.push(entry);
    groups.set(categoryId, group);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b));

  return (
    <YearsSectionForm
      list={list}
      intro={t('skill.intro')}
      addForm={<SkillAddForm options={options} listed={list.entries} onAdd={list.add} />}
    >
      {list.entries.length === 0 && <Alert severity="info">{t('skill.empty')}</Alert>}
      {ordered.map(([categoryId, group]) => (
        <Box key={categoryId} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {group.name || t('skill.other_category')}
          </Typography>
          <YearsEntryList entries={group.entries} names={names} list={list} />
        </Box>
      ))}
    </YearsSectionForm>
  );
}
