import Badge from '@mui/icons-material/Badge';
import Flight from '@mui/icons-material/Flight';
import HomeWork from '@mui/icons-material/HomeWork';
import Payments from '@mui/icons-material/Payments';
import Place from '@mui/icons-material/Place';
import Public from '@mui/icons-material/Public';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { JobPostingDetail } from '@hashi/shared/job-posting.schema';
import { REMOTE_OPTION_LABELS, VISA_SPONSORSHIP_LABELS, VisaSponsorship } from '@hashi/shared/jobs-enums';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSalaryRange } from '../format.ts';
import { JOBS_NS } from '../i18n.ts';
import { localeOf, NO_JAPANESE_ID } from './labels.ts';

/** What a card and the top of a detail page both answer at a glance (UX.md). */
export type JobFactsData = Pick<
  JobPostingDetail,
  | 'salary'
  | 'prefectures'
  | 'remote_option'
  | 'required_japanese'
  | 'english_usage_percent'
  | 'visa_sponsorship'
  | 'overseas_application_allowed'
>;

function Fact({ icon, children, strong }: { icon: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, minWidth: 0 }}>
      <Box component="span" aria-hidden sx={{ color: 'primary.main', display: 'flex', mt: '2px' }}>
        {icon}
      </Box>
      <Typography component="span" variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The salary as a range, "negotiable" / 「応相談」 without figures. */
export function useSalaryText(salary: JobFactsData['salary']): string {
  const { t, i18n } = useTranslation(JOBS_NS);
  return formatSalaryRange(salary, i18n.language) ?? t('facts.negotiable');
}

/** The card's salary line: "¥6M–¥9M a year" / 「年収 600万〜900万円」, or "Salary negotiable" / 「年収 応相談」. */
function useSalaryFact(salary: JobFactsData['salary']): string {
  const { t, i18n } = useTranslation(JOBS_NS);
  const range = formatSalaryRange(salary, i18n.language);
  return range ? t('facts.salary', { salary: range }) : t('facts.salary_negotiable');
}

/** The facts as a list: salary, location and remote work, Japanese, English, visa, applying from abroad. */
export function JobFacts({ job, columns = 1 }: { job: JobFactsData; columns?: 1 | 2 }) {
  const { t, i18n } = useTranslation(JOBS_NS);
  const locale = localeOf(i18n.language);
  const salary = useSalaryFact(job.salary);
  const places = job.prefectures.map((p) => p.name).join(t('facts.list_separator'));
  const iconSize = { fontSize: 18 } as const;
  return (
    <Box
      component="ul"
      aria-label={t('facts.label')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : '1fr' },
        gap: 0.75,
      }}
    >
      <Fact icon={<Payments sx={iconSize} />} strong>
        {salary}
      </Fact>
      <Fact icon={<Place sx={iconSize} />}>{places || t('facts.no_office')}</Fact>
      <Fact icon={<HomeWork sx={iconSize} />}>{REMOTE_OPTION_LABELS[job.remote_option][locale]}</Fact>
      <Fact icon={<Translate sx={iconSize} />}>
        {job.required_japanese.id === NO_JAPANESE_ID
          ? t('facts.no_japanese')
          : t('facts.japanese', { level: job.required_japanese.name })}
      </Fact>
      {job.english_usage_percent && (
        <Fact icon={<Badge sx={iconSize} />}>
          {t('facts.english_use', { percent: job.english_usage_percent.name })}
        </Fact>
      )}
      <Fact icon={<Flight sx={iconSize} />} strong={job.visa_sponsorship === VisaSponsorship.Yes}>
        {VISA_SPONSORSHIP_LABELS[job.visa_sponsorship][locale]}
      </Fact>
      {job.overseas_application_allowed && (
        <Fact icon={<Public sx={iconSize} />} strong>
          {t('facts.overseas_ok')}
        </Fact>
      )}
    </Box>
  );
}
