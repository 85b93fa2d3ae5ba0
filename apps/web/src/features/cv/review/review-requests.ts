import { educationSyncRequestSchema } from '@hashi/shared/education.schema';
import { experienceSyncRequestSchema } from '@hashi/shared/experience.schema';
import type { Profile } from '@hashi/shared/profile.schema';
import {
  basicInformationRequestSchema,
  contactInformationRequestSchema,
  languageSectionRequestSchema,
  licenseSyncRequestSchema,
  skillSyncRequestSchema,
} from '@hashi/shared/profile-sections.schema';
import { V } from '@hashi/shared/validation';
import type { z } from 'zod';
import type { BasicKey, LanguageKey, ReviewValues, Row } from './review-values.ts';

/** The profile sections a review saves, in the order they are saved. */
export const SECTIONS = ['basic', 'contact', 'experiences', 'educations', 'skills', 'languages', 'licenses'] as const;
export type Section = (typeof SECTIONS)[number];

const EDUCATION_MAX = 7;

export type SectionRequest = {
  section: Section;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  /** Where an error about `path` of the body belongs in the review form; null: the section as a whole. */
  formPath: (path: readonly PropertyKey[]) => string | null;
};

export type ReviewIssue = { section: Section; formPath: string | null; message: string };

/** The value a row contributes: the applicant's when kept or asked for, else the profile's. */
function pick<V>(r: Row<V>): V | null {
  if (r.kind === 'needed' || (r.kind === 'proposal' && r.accept)) return r.value;
  return r.current;
}

const blankToNull = <V>(v: V | null): V | null => (v === '' ? null : v);

/** Maps `list.i.field` of a sync body to the review row it came from; saved entries map to none. */
function listPath(prefix: string, listKey: string, rowOf: Map<number, number>) {
  return (path: readonly PropertyKey[]) => {
    const [key, index, ...rest] = path;
    const rowIndex = key === listKey && typeof index === 'number' ? rowOf.get(index) : undefined;
    return rowIndex === undefined ? null : [prefix, rowIndex, ...rest].join('.');
  };
}

function rowIndexes(savedCount: number, accepted: number[]): Map<number, number> {
  return new Map(accepted.map((row, i) => [savedCount + i, row]));
}

const acceptedIndexes = (rows: { accept: boolean }[]) => rows.flatMap((r, i) => (r.accept ? [i] : []));

function basicRequest(v: ReviewValues, profile: Profile): SectionRequest | null {
  const rows = v.basic;
  if (!Object.values(rows).some((r) => r.kind === 'proposal' && r.accept)) return null;
  const b = profile.basic_personal_information;
  const body = {
    first_name: pick(rows.first_name) ?? '',
    last_name: pick(rows.last_name) ?? '',
    furigana_first_name: blankToNull(pick(rows.furigana_first_name)),
    furigana_last_name: blankToNull(pick(rows.furigana_last_name)),
    date_of_birth: pick(rows.date_of_birth) ?? '',
    gender: pick(rows.gender) ?? '',
    nationality_id: pick(rows.nationality_id),
    country_id: pick(rows.country_id),
    prefecture_id: b.prefecture_id,
    city: b.city,
    street_address: b.street_address,
    work_permission_id: b.work_permission_id,
    visa_status_id: b.visa_status_id,
    visa_expiration_date: b.visa_expiration_date,
  };
  return {
    section: 'basic',
    method: 'POST',
    path: '/api/v1/applicant-basic-personal-information',
    body,
    formPath: ([key]) =>
      typeof key === 'string' && key in rows && rows[key as BasicKey].kind !== 'hidden' ? `basic.${key}.value` : null,
  };
}

function contactRequest(v: ReviewValues, profile: Profile): SectionRequest | null {
  if (v.phone.kind !== 'proposal' || !v.phone.accept) return null;
  const c = profile.contact_information;
  return {
    section: 'contact',
    method: 'PUT',
    path: '/api/v1/profile/contact-information',
    body: {
      dialing_code_id: v.phone.value.dialing_code_id,
      phone: v.phone.value.number,
      linkedin_url: c.linkedin_url,
      github_url: c.github_url,
    },
    formPath: ([key]) =>
      key === 'phone' ? 'phone.value.number' : key === 'dialing_code_id' ? 'phone.value.dialing_code_id' : null,
  };
}

function experiencesRequest(v: ReviewValues, profile: Profile): SectionRequest | null {
  const accepted = acceptedIndexes(v.experiences);
  if (accepted.length === 0) return null;
  const saved = profile.experiences.map(({ id, ...rest }) => ({ id, ...rest }));
  const added = accepted.map((i) => {
    const { accept: _a, source: _s, ...e } = v.experiences[i]!;
    return { ...e, period_to: e.is_current ? null : blankToNull(e.period_to) };
  });
  return {
    section: 'experiences',
    method: 'POST',
    path: '/api/v1/applicant-experiences/sync',
    body: { experiences: [...saved, ...added] },
    formPath: listPath('experiences', 'experiences', rowIndexes(saved.length, accepted)),
  };
}

function educationsRequest(v: ReviewValues, profile: Profile): SectionRequest | null {
  const accepted = acceptedIndexes(v.educations);
  if (accepted.length === 0) return null;
  const saved = profile.educations.filter((e) => !e.deleted_at).map(({ deleted_at: _d, ...e }) => e);
  const added = accepted.map((i) => {
    const { accept: _a, source: _s, ...e } = v.educations[i]!;
    return {
      ...e,
      major: blankToNull(e.major),
      period_from: blankToNull(e.period_from),
      period_to: e.is_current ? null : blankToNull(e.period_to),
    };
  });
  return {
    section: 'educations',
    method: 'POST',
    path: '/api/v1/applicant-educations/sync',
    body: { educations: [...saved, ...added] },
    formPath: listPath('educations', 'educations', rowIndexes(saved.length, accepted)),
  };
}

function skillsRequest(v: ReviewValues, profile: Profile): SectionRequest | null {
  const accepted = acceptedIndexes(v.skills);
  if (accepted.length === 0) return null;
  const saved = profile.skills.map(({ skill_id, years_of_experience_range_id }) => ({
    skill_id,
    years_of_experience_range_id,
  }));
  const added = accepted.map((i) => {
    const s = v.skills[i]!;
    return { skill_id: s.skill_id, years_of_experience_range_id: s.years_of_experience_range_id };
  });
  return {
    section: 'skills',
    method: 'POST',
    path: '/api/v1/applicant-skills/sync',
    body: { applicant_skills: [...saved, ...added] },
    formPath: listPath('skills', 'applicant_skills', rowIndexes(saved.length, accepted)),
  };
}

function languagesRequest(v: ReviewValues, profile: Profile): SectionRequest | null {
  const rows = v.languages;
  const acceptedOthers = acceptedIndexes(v.other_languages);
  const used = Object.values(rows).some((r) => r.kind === 'proposal' && r.accept) || acceptedOthers.length > 0;
  if (!used) return null;
  const l = profile.languages;
  const others = new Map(l.other_languages.map((o) => [o.language_id, o.level_id as number | null]));
  const rowOfLanguage = new Map<number, number>();
  for (const i of acceptedOthers) {
    const o = v.other_languages[i]!;
    others.set(o.language_id, o.level_id);
    rowOfLanguage.set(o.language_id, i);
  }
  const otherList = [...others].map(([language_id, level_id]) => ({ language_id, level_id }));
  const body = {
    native: pick(rows.native),
    english: pick(rows.english),
    english_comprehension: l.english_comprehension,
    english_writing: l.english_writing,
    english_certificates: l.english_certificates.map(({ certificate_id, name, score }) => ({
      certificate_id,
      name,
      score,
    })),
    other_languages: otherList,
    japanese_language_level: pick(rows.japanese_language_level),
    japanese_experience_id: l.japanese_experience_id,
    uses_japanese_at_work: l.uses_japanese_at_work,
    jlpt: pick(rows.jlpt),
  };
  return {
    section: 'languages',
    method: 'PUT',
    path: '/api/v1/applicant-languages',
    body,
    formPath: ([key, index, ...rest]) => {
      if (typeof key === 'string' && key in rows) {
        return rows[key as LanguageKey].kind === 'hidden' ? null : `languages.${key}.value`;
      }
      if (key !== 'other_languages' || typeof index !== 'number') return null;
      const row = rowOfLanguage.get(otherList[index]?.language_id ?? -1);
      return row === undefined ? null : ['other_languages', row, ...rest].join('.');
    },
  };
}

function licensesRequest(v: ReviewValues, profile: Profile): SectionRequest | null {
  const accepted = acceptedIndexes(v.licenses);
  if (accepted.length === 0) return null;
  const saved = profile.licenses.map(({ name, year }) => ({ name, year }));
  const added = accepted.map((i) => {
    const { name, year } = v.licenses[i]!;
    const text = year.trim();
    return { name, year: text === '' ? null : /^\d+$/.test(text) ? Number(text) : text };
  });
  return {
    section: 'licenses',
    method: 'POST',
    path: '/api/v1/applicant-licenses/sync',
    body: { licenses: [...saved, ...added] },
    formPath: listPath('licenses', 'licenses', rowIndexes(saved.length, accepted)),
  };
}

const BUILDERS: Record<Section, (v: ReviewValues, p: Profile) => SectionRequest | null> = {
  basic: basicRequest,
  contact: contactRequest,
  experiences: experiencesRequest,
  educations: educationsRequest,
  skills: skillsRequest,
  languages: languagesRequest,
  licenses: licensesRequest,
};

const SCHEMAS: Record<Section, z.ZodType> = {
  basic: basicInformationRequestSchema,
  contact: contactInformationRequestSchema,
  experiences: experienceSyncRequestSchema,
  educations: educationSyncRequestSchema,
  skills: skillSyncRequestSchema,
  languages: languageSectionRequestSchema,
  licenses: licenseSyncRequestSchema,
};

/**
 * The calls that save what the applicant kept — each section merged with what the profile holds
 * now, so lists grow instead of being replaced — checked with the same schemas as the server. Any
 * issue means nothing is sent: the applicant fixes it first. `skip` lists sections already saved.
 */
export function buildRequests(
  values: ReviewValues,
  profile: Profile,
  skip: ReadonlySet<Section> = new Set(),
): { requests: SectionRequest[]; issues: ReviewIssue[] } {
  const requests: SectionRequest[] = [];
  const issues: ReviewIssue[] = [];
  for (const section of SECTIONS) {
    if (skip.has(section)) continue;
    const request = BUILDERS[section](values, profile);
    if (!request) continue;
    const parsed = SCHEMAS[section].safeParse(request.body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ section, formPath: request.formPath(issue.path), message: issue.message });
      }
      continue;
    }
    const live = section === 'educations' ? (parsed.data as { educations: unknown[] }).educations.length : 0;
    if (live > EDUCATION_MAX) {
      issues.push({ section, formPath: null, message: V.educationLimit });
      continue;
    }
    requests.push({ ...request, body: parsed.data });
  }
  return { requests, issues };
}

/** A server's field errors (`experiences.2.work_detail`) as review issues. */
export function serverIssues(
  request: SectionRequest,
  errors: Record<string, string[]>,
  fallback: string,
): ReviewIssue[] {
  const entries = Object.entries(errors);
  if (entries.length === 0) return [{ section: request.section, formPath: null, message: fallback }];
  return entries.map(([key, messages]) => ({
    section: request.section,
    formPath: request.formPath(key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))),
    message: messages.join('\n'),
  }));
}
