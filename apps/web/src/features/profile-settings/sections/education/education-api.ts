import { EDUCATIONS_MAX } from '@hashi/shared/constants';
import {
  type Education,
  educationListResponseSchema,
  educationListSchema,
  type educationSyncRequestSchema,
} from '@hashi/shared/education.schema';
import { V } from '@hashi/shared/validation';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../../lib/api/client.ts';
import { PROFILE_QUERY_ROOT } from '../../../profile/api/profile.ts';

const URL = '/api/v1/applicant-educations';

/**
 * The section's form: the sync list of the shared schema, every entry kept (removed ones marked
 * `deleted`) so they can be restored; at most 7 live entries (spec §5).
 */
export const educationFormSchema = z.object({
  educations: educationListSchema.refine((list) => list.filter((e) => !e.deleted).length <= EDUCATIONS_MAX, {
    error: V.educationLimit,
  }),
});
export type EducationFormInput = z.input<typeof educationFormSchema>;
export type EducationFormOutput = z.output<typeof educationFormSchema>;
export type EducationEntryInput = EducationFormInput['educations'][number];

/** GET applicant-educations?include_deleted=true: the live entries and the removed ones (restorable). */
export async function getEducations(signal?: AbortSignal): Promise<Education[]> {
  const response = await apiFetch(`${URL}?include_deleted=true`, { schema: educationListResponseSchema, signal });
  return response.data;
}

export const educationsQueryOptions = () =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_ROOT, 'educations', 'with-deleted'] as const,
    queryFn: ({ signal }) => getEducations(signal),
  });

/**
 * POST applicant-educations/sync, then the list again with the removed entries (the sync answers
 * the live ones only). Entries with id 0 are new; `deleted` ones are dropped (unsaved) or softly removed.
 */
export async function saveEducations(values: EducationFormOutput): Promise<Education[]> {
  const body: z.input<typeof educationSyncRequestSchema> = { educations: values.educations };
  await apiFetch(`${URL}/sync`, { method: 'POST', body, schema: educationListResponseSchema });
  return getEducations();
}

/** A saved entry as the form holds it: empty texts as '', a removed one marked `deleted`. */
export function toEducationEntry(education: Education): EducationEntryInput {
  return {
    id: education.id,
    deleted: education.deleted_at !== null,
    school_name: education.school_name,
    school_url: education.school_url ?? '',
    educational_level_id: education.educational_level_id,
    major: education.major ?? '',
    location: education.location ?? '',
    period_from: education.period_from,
    period_to: education.period_to,
    is_current: education.is_current,
  };
}

export const toEducationForm = (list: Education[]): EducationFormInput => ({
  educations: list.map(toEducationEntry),
});

export const newEducationEntry = (): EducationEntryInput => ({
  id: 0,
  deleted: false,
  school_name: '',
  school_url: '',
  educational_level_id: null,
  major: '',
  location: '',
  period_from: null,
  period_to: null,
  is_current: false,
});

/** The names of the fields a server message can be about, for the entries of the form. */
export function educationFieldPaths(count: number) {
  const names = [
    'school_name',
    'school_url',
    'educational_level_id',
    'major',
    'location',
    'period_from',
    'period_to',
    'is_current',
  ] as const;
  return [
    'educations' as const,
    ...Array.from({ length: count }, (_, i) => names.map((name) => `educations.${i}.${name}` as const)).flat(),
  ];
}
