import type { CvProposals, CvSource } from '@hashi/shared/cv-parse.schema';
import { MASTER_IDS } from '@hashi/shared/masters.schema';
import type { Profile } from '@hashi/shared/profile.schema';
import { inSet, nameKey, splitKnown, uniqueBy } from './match.ts';

/**
 * The review form: every value the CV proposes, with whether the applicant keeps it, the value as
 * they may have edited it, what the profile holds now (to show old → new) and the CV line it came
 * from. Nothing here is saved until the applicant confirms (review-requests.ts builds the calls).
 */

/**
 * 'proposal': the CV proposes it. 'needed': the CV does not, the profile has nothing, and the
 * section cannot be saved without it, so the form asks for it once the section is used.
 * 'hidden': neither — the profile's value is kept.
 */
export type RowKind = 'proposal' | 'needed' | 'hidden';
export type Row<V> = { kind: RowKind; accept: boolean; value: V; current: V | null; source: CvSource | null };

export type PhoneValue = { dialing_code_id: number | null; number: string };

export type ExperienceRow = {
  accept: boolean;
  source: CvSource;
  company_name: string;
  job_title: string;
  period_from: string;
  period_to: string;
  is_current: boolean;
  is_japanese_company: boolean;
  industry_id: number | null;
  employment_type_id: number | null;
  company_size_id: number | null;
  work_detail: string;
};

export type EducationRow = {
  accept: boolean;
  source: CvSource;
  school_name: string;
  major: string;
  educational_level_id: number | null;
  period_from: string;
  period_to: string;
  is_current: boolean;
};

export type SkillRow = {
  accept: boolean;
  source: CvSource;
  skill_id: number;
  name: string;
  years_of_experience_range_id: number | null;
};

export type OtherLanguageRow = {
  accept: boolean;
  source: CvSource;
  language_id: number;
  name: string;
  level_id: number | null;
  current: number | null;
};

export type LicenseRow = { accept: boolean; source: CvSource; name: string; year: string };

export type BasicValues = {
  first_name: Row<string>;
  last_name: Row<string>;
  furigana_first_name: Row<string>;
  furigana_last_name: Row<string>;
  date_of_birth: Row<string>;
  gender: Row<string>;
  nationality_id: Row<number | null>;
  country_id: Row<number | null>;
};
export type BasicKey = keyof BasicValues;

export type LanguageValues = {
  native: Row<number | null>;
  english: Row<number | null>;
  japanese_language_level: Row<number | null>;
  jlpt: Row<number | null>;
};
export type LanguageKey = keyof LanguageValues;

export type ReviewValues = {
  basic: BasicValues;
  phone: Row<PhoneValue>;
  experiences: ExperienceRow[];
  educations: EducationRow[];
  skills: SkillRow[];
  languages: LanguageValues;
  other_languages: OtherLanguageRow[];
  licenses: LicenseRow[];
};

/** Proposals the profile already holds: listed for the applicant, never added twice. */
export type AlreadyInProfile = { experiences: string[]; educations: string[]; skills: string[]; licenses: string[] };

export type Review = {
  values: ReviewValues;
  already: AlreadyInProfile;
  /** The CV's e-mail: shown, not saved (the account address changes only through its own check). */
  email: { value: string; source: CvSource } | null;
};

const empty = (v: unknown) => v === null || v === undefined || v === '';

/** A row for one field: proposed, needed for its section (required and missing), or left alone. */
function row<V>(
  proposed: { value: V; source: CvSource } | null,
  current: V | null,
  required: boolean,
  blank: V,
): Row<V> {
  const now = empty(current) ? null : current;
  if (proposed)
    return { kind: 'proposal', accept: now === null, value: proposed.value, current: now, source: proposed.source };
  return {
    kind: required && now === null ? 'needed' : 'hidden',
    accept: false,
    value: now ?? blank,
    current: now,
    source: null,
  };
}

function basicValues(p: CvProposals['basic'], profile: Profile): BasicValues {
  const b = profile.basic_personal_information;
  return {
    first_name: row(p.first_name, b.first_name, true, ''),
    last_name: row(p.last_name, b.last_name, true, ''),
    furigana_first_name: row(p.furigana_first_name, b.furigana_first_name, false, ''),
    furigana_last_name: row(p.furigana_last_name, b.furigana_last_name, false, ''),
    date_of_birth: row(p.date_of_birth, b.date_of_birth, true, ''),
    gender: row(p.gender, b.gender, true, ''),
    nationality_id: row(
      p.nationality && { value: p.nationality.value.id, source: p.nationality.source },
      b.nationality_id,
      true,
      null,
    ),
    country_id: row(null, b.country_id, true, null),
  };
}

function phoneRow(p: CvProposals['contact']['phone'], profile: Profile, dialingCodes: DialingCode[]): Row<PhoneValue> {
  const c = profile.contact_information;
  const current = c.phone ? { dialing_code_id: c.dialing_code_id, number: c.phone } : null;
  if (!p) return row<PhoneValue>(null, current, false, { dialing_code_id: null, number: '' });
  const code = p.value.country_code?.replace(/\s/g, '');
  const dialing = code ? (dialingCodes.find((d) => d.code === code)?.id ?? null) : c.dialing_code_id;
  return row({ value: { dialing_code_id: dialing, number: p.value.number }, source: p.source }, current, false, {
    dialing_code_id: null,
    number: '',
  });
}

export type DialingCode = { id: number; code: string };

function languageValues(p: CvProposals, profile: Profile): Pick<ReviewValues, 'languages' | 'other_languages'> {
  const l = profile.languages;
  const native = p.languages.find((x) => x.level_id === MASTER_IDS.writingLevelNative);
  const leveled = (languageId: number) => p.languages.find((x) => x.language_id === languageId && x.level_id !== null);
  const english = leveled(MASTER_IDS.languageEnglish);
  const japanese = leveled(MASTER_IDS.languageJapanese);
  const proposal = (x: { level_id: number | null; source: CvSource } | undefined) =>
    x ? { value: x.level_id, source: x.source } : null;
  const current = new Map(l.other_languages.map((o) => [o.language_id, o.level_id]));
  const others = p.languages.filter(
    (x) =>
      x.language_id !== MASTER_IDS.languageEnglish &&
      x.language_id !== MASTER_IDS.languageJapanese &&
      x !== native &&
      !(current.has(x.language_id) && current.get(x.language_id) === x.level_id),
  );
  return {
    languages: {
      native: row(native ? { value: native.language_id, source: native.source } : null, l.native, true, null),
      english: row(proposal(english), l.english, true, null),
      japanese_language_level: row(proposal(japanese), l.japanese_language_level, true, null),
      jlpt: row(p.jlpt && { value: p.jlpt.jlpt_score_level_id, source: p.jlpt.source }, l.jlpt, true, null),
    },
    other_languages: uniqueBy(others, (x) => x.language_id).map((x) => ({
      accept: !current.has(x.language_id),
      source: x.source,
      language_id: x.language_id,
      name: x.name,
      level_id: x.level_id,
      current: current.get(x.language_id) ?? null,
    })),
  };
}

/** The review of one parse against the profile as it is now. */
export function buildReview(proposals: CvProposals, profile: Profile, dialingCodes: DialingCode[] = []): Review {
  // The same company counts as known unless both periods are given and differ (someone who came back).
  const experiences = splitKnown(
    proposals.work_experiences,
    (e) => `${nameKey(e.company_name)}|${e.period_from ?? ''}`,
    (e) =>
      profile.experiences.some(
        (saved) =>
          nameKey(saved.company_name) === nameKey(e.company_name) &&
          (!e.period_from || e.period_from === saved.period_from),
      ),
    (e) => e.company_name,
  );
  const educations = splitKnown(
    proposals.educations,
    (e) => nameKey(e.school_name),
    inSet(new Set(profile.educations.filter((e) => !e.deleted_at).map((e) => nameKey(e.school_name))), (e) =>
      nameKey(e.school_name),
    ),
    (e) => e.school_name,
  );
  const skills = splitKnown(
    proposals.skills,
    (s) => String(s.skill_id),
    inSet(new Set(profile.skills.map((s) => String(s.skill_id))), (s) => String(s.skill_id)),
    (s) => s.name,
  );
  const licenses = splitKnown(
    proposals.licenses,
    (l) => l.name.trim().toLowerCase(),
    inSet(new Set(profile.licenses.map((l) => l.name.trim().toLowerCase())), (l) => l.name.trim().toLowerCase()),
    (l) => l.name,
  );
  return {
    values: {
      basic: basicValues(proposals.basic, profile),
      phone: phoneRow(proposals.contact.phone, profile, dialingCodes),
      experiences: experiences.fresh.map((e) => ({
        accept: true,
        source: e.source,
        company_name: e.company_name,
        job_title: e.job_title ?? '',
        period_from: e.period_from ?? '',
        period_to: e.period_to ?? '',
        is_current: e.is_current,
        is_japanese_company: /株式会社|有限会社|合同会社|\(株\)/.test(e.company_name.normalize('NFKC')),
        industry_id: null,
        employment_type_id: null,
        company_size_id: null,
        work_detail: '',
      })),
      educations: educations.fresh.map((e) => ({
        accept: true,
        source: e.source,
        school_name: e.school_name,
        major: e.major ?? '',
        educational_level_id: e.educational_level_id,
        period_from: e.start ?? '',
        period_to: e.end ?? '',
        is_current: e.currently_studying,
      })),
      skills: skills.fresh.map((s) => ({
        accept: true,
        source: s.source,
        skill_id: s.skill_id,
        name: s.name,
        years_of_experience_range_id: null,
      })),
      ...languageValues(proposals, profile),
      licenses: licenses.fresh.map((l) => ({
        accept: true,
        source: l.source,
        name: l.name,
        year: l.year === null ? '' : String(l.year),
      })),
    },
    already: {
      experiences: experiences.already,
      educations: educations.already,
      skills: skills.already,
      licenses: licenses.already,
    },
    email: proposals.contact.email,
  };
}
