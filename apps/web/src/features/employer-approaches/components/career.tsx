import type { ApplicantProfile } from '@hashi/shared/employer-approach.schema';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';

/** `YYYY/MM` periods, as the spec writes them. */
const period = (date: string | null) => (date ? date.slice(0, 7).replace('-', '/') : '');

/** The career and education as disclosed: employer and school names only once the name is revealed. */
export function Career({ profile }: { profile: ApplicantProfile }) {
  const { t } = useTranslation(EMPLOYER_APPROACHES_NS);
  return (
    <>
      <SectionCard title={t('profile.career')} size="compact">
        {profile.experiences.length === 0 && <Typography color="text.secondary">{t('profile.no_career')}</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {profile.experiences.map((job, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only entries in the server's order; two may look the same.
            <Box component="li" key={`${job.start_date}-${index}`}>
              <Typography sx={{ fontWeight: 700 }}>
                {job.job_title} · {job.company_name ?? t('profile.hidden_company')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {period(job.start_date)} – {job.is_current ? t('profile.present') : period(job.end_date)}
                {[job.industry?.name, job.employment_type?.name].filter(Boolean).map((v) => ` · ${v}`)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
                {job.work_detail}
              </Typography>
              {job.it_skills && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {job.it_skills}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </SectionCard>
      <SectionCard title={t('profile.education')} size="compact">
        {profile.educations.length === 0 && <Typography color="text.secondary">{t('profile.no_education')}</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {profile.educations.map((school, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only entries in the server's order; two may look the same.
            <Box component="li" key={`${school.end_date}-${index}`}>
              <Typography variant="body2">
                {[school.school_name ?? t('profile.hidden_school'), school.level?.name, school.major]
                  .filter(Boolean)
                  .join(' · ')}
                {school.end_date ? ` (${period(school.end_date)})` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      </SectionCard>
    </>
  );
}
