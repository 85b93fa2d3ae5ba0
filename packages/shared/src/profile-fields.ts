import { z } from 'zod';
import { RECORD_ID_MAX } from './api.schema.ts';
import { V } from './validation.ts';

/**
 * Field schemas the profile forms share (spec §3, §5). Messages are i18n keys; the server and the
 * web app translate them.
 */

/** A reference-list id (masters). Whether it exists is checked by the server against the list. */
export const masterId = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? V.required : V.integer) })
  .int({ error: V.integer })
  .positive({ error: V.invalidValue })
  .max(RECORD_ID_MAX, { error: V.invalidValue });
export const optionalMasterId = masterId.nullable().optional();

export const optionalText = (max: number) =>
  z
    .string({ error: V.invalidType })
    .trim()
    .max(max, { error: V.maxChars })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

/** A yearly amount the applicant types (desired salary, minimum salary): whole, 0 to 1,000,000,000. */
export const optionalAmount = z
  .number({ error: V.number })
  .int({ error: V.integer })
  .min(0)
  .max(1_000_000_000)
  .nullable()
  .optional();

/** A month as the forms show it, YYYY/MM (spec §3 work experience periods). */
export const monthSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .regex(/^\d{4}\/(0[1-9]|1[0-2])$/, { error: V.month });

/** A calendar date, YYYY-MM-DD, that exists (no 2026-02-30). */
export const dateSchema = z
  .string({ error: V.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.date })
  .refine((s) => !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().startsWith(s), { error: V.date });

/** A full web address with http or https (spec §5 education URL). */
export const httpUrlSchema = z
  .string({ error: V.invalidType })
  .trim()
  .max(2048, { error: V.maxChars })
  .refine(
    (s) => {
      if (!URL.canParse(s)) return false;
      const url = new URL(s);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    },
    { error: V.urlHttp },
  );
export const optionalHttpUrl = z
  .union([z.literal('').transform(() => null), httpUrlSchema])
  .nullable()
  .optional();

/** Ids picked in a multi-select: at most `max` (spec §9: 15, priorities 5), duplicates dropped. */
export const idListSchema = (max: number) =>
  z
    .array(masterId, { error: V.invalidType })
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.number()).max(max, { error: V.maxItems }));

/**
 * Entries keyed by a reference id (skills, job roles): deduplicated by that id before saving
 * (spec §5), the last entry winning, as the last choice in the form is the one the user sees.
 */
export function dedupeBy<T, K extends keyof T>(key: K) {
  return (items: T[]): T[] => [...new Map(items.map((item) => [item[key], item] as const)).values()];
}

/** 'YYYY/MM' → the first day of that month, 'YYYY-MM-01', as months are stored. */
export const monthToDate = (month: string): string => `${month.replace('/', '-')}-01`;

/** 'YYYY-MM-DD' (a stored first-of-month date) → 'YYYY/MM'. */
export const dateToMonth = (date: string): string => `${date.slice(0, 4)}/${date.slice(5, 7)}`;
