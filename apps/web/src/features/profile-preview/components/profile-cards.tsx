import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import type { ProfilePreview } from '../api/profile-preview.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatYen } from '../../../lib/format/money.ts';
import { labelOf, labelsOf } from '../format.ts';
import { PROFILE_PREVIEW_NS } from '../i18n.ts';
import { FieldList } from '../../../components/ui/field-list.tsx';
import { EntryHeading, ExternalLink, Field, NoneYet, PreviewCard } from './preview-card.tsx';

type CardProps = { preview: ProfilePreview };

/** Basic information (spec §3): name and furigana, birth date, gender, where they live, visa, LinkedIn and GitHub. */
export function BasicInformationCard({ preview }: CardProps) {
  const { t, i18n } = useTranslation(PROFILE_PREVIEW_NS);
  const { labels } = preview;
  const b = preview.data.basic_personal_information;
  // The links belong to the contact resource but are edited with the basic information.
  const links = preview.data.contact_information;
  const furigana = [b.furigana_last_name, b.furigana_first_name].filter(Boolean).join(' ');
  return (
    <PreviewCard title={t('sections.basic-information')} editSection="basic-information">
      <FieldList>
        <Field label={t('fields.name')} value={b.full_name} />
        <Field label={t('fields.furigana')} value={furigana} />
        <Field
          label={t('fields.date_of_birth')}
          value={b.date_of_birth ? formatDate(b.date_of_birth, i18n.language) : null}
        />
        <Field label={t('fields.gender')} value={b.gender ? t(`gender.${b.gender}`) : null} />
        <Field label={t('fields.nationality')} value={labelOf(labels, 'nationalities', b.nationality_id)} />
        <Field label={t('fields.country')} value={labelOf(labels, 'countries', b.country_id)} />
        <Field label={t('fields.prefecture')} value={labelOf(labels, 'japan_prefectures', b.prefecture_id)} />
        <Field label={t('fields.city')} value={b.city} />
        <Field label={t('fields.street_address')} value={b.street_address} />
        <Field label={t('fields.work_permission')} value={labelOf(labels, 'work_permissions', b.work_permission_id)} />
        <Field label={t('fields.visa_status')} value={labelOf(labels, 'visa_statuses', b.visa_status_id)} />
        <Field
          label={t('fields.visa_expiration_date')}
          value={b.visa_expiration_date ? formatDate(b.visa_expiration_date, i18n.language) : null}
        />
        <Field label={t('fields.linkedin')} value={links.linkedin_url && <ExternalLink href={links.linkedin_url} />} />
        <Field label={t('fields.github')} value={links.github_url && <ExternalLink href={links.github_url} />} />
      </FieldList>
    </PreviewCard>
  );
}

/**
 * Phone with its country code (the number "+81" from the dialing-code list; the list's country name
 * until it arrives). Companies see it after document screening (spec §6).
 */
export function ContactCard({ preview }: CardProps) {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  const c = preview.data.contact_information;
  const dialingCodes = useMasterList('dialing-codes').items;
  const code = dialingCodes.find((d) => d.id === c.dialing_code_id)?.code;
  const country = labelOf(preview.labels, 'dialing_codes', c.dialing_code_id);
  const phone = !c.phone ? null : code ? `${code} ${c.phone}` : country ? `${c.phone} (${country})` : c.phone;
  return (
    <PreviewCard title={t('sections.contact')} editSection="contact">
      <FieldList>
        <Field label={t('fields.phone')} value={phone} />
      </FieldList>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('contact_note')}
      </Typography>
    </PreviewCard>
  );
}

/** Native language, English and Japanese levels, JLPT, certificates and other languages (spec §3). */
export function LanguageCard({ preview }: CardProps) {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  const { labels } = preview;
  const l = preview.data.languages;
  const level = (id: number | null) => labelOf(labels, 'writing_levels', id);
  const yesNo = l.uses_japanese_at_work === null ? null : t(l.uses_japanese_at_work ? 'yes' : 'no');
  return (
    <PreviewCard title={t('sections.language')} editSection="language">
      <FieldList>
        <Field label={t('fields.native_language')} value={labelOf(labels, 'languages', l.native)} />
        <Field label={t('fields.english_speaking')} value={level(l.english)} />
        <Field label={t('fields.english_comprehension')} value={level(l.english_comprehension)} />
        <Field label={t('fields.english_writing')} value={level(l.english_writing)} />
        <Field
          label={t('fields.english_certificates')}
          value={l.english_certificates.map((c) =>
            t('certificate_score', {
              name: labelOf(labels, 'language_certificates', c.certificate_id) ?? c.name,
              score: c.score,
            }),
          )}
        />
        <Field label={t('fields.japanese_speaking')} value={level(l.japanese_language_level)} />
        <Field
          label={t('fields.japanese_experience')}
          value={labelOf(labels, 'japanese_language_experiences', l.japanese_experience_id)}
        />
        <Field label={t('fields.uses_japanese_at_work')} value={yesNo} />
        <Field label={t('fields.jlpt')} value={labelOf(labels, 'jlpt_score_levels', l.jlpt)} />
        <Field
          label={t('fields.other_languages')}
          value={l.other_languages.map((o) =>
            t('language_level', {
              language: labelOf(labels, 'languages', o.language_id) ?? '',
              level: level(o.level_id) ?? '',
            }),
          )}
        />
      </FieldList>
    </PreviewCard>
  );
}

/** Schools with their degree and period (YYYY/MM). */
export function EducationCard({ preview }: CardProps) {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  const educations = preview.data.educations.filter((e) => e.deleted_at === null);
  return (
    <PreviewCard title={t('sections.education')} editSection="education">
      {educations.length === 0 && <NoneYet />}
      {educations.map((e) => (
        <div key={e.id}>
          <EntryHeading>{e.school_name}</EntryHeading>
          <FieldList>
            <Field
              label={t('fields.educational_level')}
              value={labelOf(preview.labels, 'educational_levels', e.educational_level_id)}
            />
            <Field label={t('fields.major')} value={e.major} />
            <Field label={t('fields.location')} value={e.location} />
            <Field
              label={t('fields.period')}
              value={
                e.period_from || e.period_to || e.is_current
                  ? t('period', {
                      from: e.period_from ?? '',
                      to: e.is_current ? t('present') : (e.period_to ?? ''),
                    })
                  : null
              }
            />
            <Field label={t('fields.school_url')} value={e.school_url && <ExternalLink href={e.school_url} />} />
          </FieldList>
        </div>
      ))}
    </PreviewCard>
  );
}

/** Licenses with their year, awards and pinned works. */
export function LicenseAwardCard({ preview }: CardProps) {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  const { licenses, awards } = preview.data;
  return (
    <PreviewCard title={t('sections.license-award')} editSection="license-award">
      <FieldList>
        <Field
          label={t('fields.licenses')}
          value={licenses.map((l) => (l.year ? t('license_year', { name: l.name, year: l.year }) : l.name))}
        />
        <Field label={t('fields.awards')} value={awards.map((a) => a.name)} />
      </FieldList>
    </PreviewCard>
  );
}

/** Preferences as companies read them (spec §3); exclusions and e-mail choices are the applicant's own. */
export function PreferenceCard({ preview }: CardProps) {
  const { t, i18n } = useTranslation(PROFILE_PREVIEW_NS);
  const { labels } = preview;
  const p = preview.data.preference;
  return (
    <PreviewCard title={t('sections.preference')} editSection="preference">
      <FieldList>
        <Field
          label={t('fields.job_search_status')}
          value={labelOf(labels, 'job_search_statuses', p.job_search_status_id)}
        />
        <Field
          label={t('fields.preferred_prefectures')}
          value={labelsOf(labels, 'japan_prefectures', p.prefecture_ids)}
        />
        <Field label={t('fields.remote_from_overseas')} value={t(p.remote_from_overseas ? 'yes' : 'no')} />
        <Field label={t('fields.preferred_industries')} value={labelsOf(labels, 'industries', p.industry_ids)} />
        <Field label={t('fields.preferred_job_roles')} value={labelsOf(labels, 'job_positions', p.job_position_ids)} />
        <Field
          label={t('fields.preferred_employment_type')}
          value={labelOf(labels, 'employment_types', p.employment_type_id)}
        />
        <Field
          label={t('fields.minimum_salary')}
          value={p.minimum_salary === null ? null : formatYen(p.minimum_salary, i18n.language)}
        />
        <Field label={t('fields.priorities')} value={labelsOf(labels, 'appeal_points', p.appeal_point_ids)} />
      </FieldList>
    </PreviewCard>
  );
}
