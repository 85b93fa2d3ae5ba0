import { z } from 'zod';
import { RECORD_ID_MAX } from './api.schema.ts';
import { V } from './validation.ts';

/**
 * FAQ items (spec §3, §6, §7 `GET faqs`; ADR 0029). An item without a parent is a category: its
 * question is the category's name and it has no answer. Items sit under one category, in both
 * languages; `visibility` 'both' shows them to everyone, 'after_login' to registered applicants only.
 */
export const FAQ_VISIBILITIES = ['both', 'after_login'] as const;
export type FaqVisibility = (typeof FAQ_VISIBILITIES)[number];

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;

const id = z.number().int();
const iso = z.iso.datetime({ offset: true });

/** One entry of `GET /api/v1/faqs`, with the spec's field names. */
export const faqSchema = z.object({
  id,
  parent_id: id.nullable(),
  en_question: z.string(),
  ja_question: z.string(),
  en_answer: z.string().nullable(),
  ja_answer: z.string().nullable(),
  sort_order: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;

/** Categories and items the caller may see, categories and siblings in their order. */
export const faqListResponseSchema = z.object({ data: z.array(faqSchema) });

/** What admins see and keep of an entry. */
export const adminFaqSchema = faqSchema.extend({
  visibility: z.enum(FAQ_VISIBILITIES),
  hidden: z.boolean(),
  created_at: iso,
  updated_at: iso,
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const adminFaqListResponseSchema = z.object({ data: z.array(adminFaqSchema) });
export const adminFaqResponseSchema = z.object({ data: adminFaqSchema });

const requiredText = (max: number) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.maxChars });
const optionalAnswer = z
  .string({ error: V.invalidType })
  .trim()
  .max(FAQ_ANSWER_MAX, { error: V.maxChars })
  .nullish()
  .transform((s) => (s ? s : null));

/**
 * POST /api/v1/admin/faqs and PUT …/{id}. A category (no `parent_id`) has no answer; an item needs
 * its answer in both languages.
 */
export const faqInputSchema = z
  .object({
    parent_id: z
      .number({ error: V.invalidType })
      .int({ error: V.invalidType })
      .positive({ error: V.invalidValue })
      .max(RECORD_ID_MAX, { error: V.invalidValue })
      .nullish()
      .transform((v) => v ?? null),
    en_question: requiredText(FAQ_QUESTION_MAX),
    ja_question: requiredText(FAQ_QUESTION_MAX),
    en_answer: optionalAnswer,
    ja_answer: optionalAnswer,
    visibility: z.enum(FAQ_VISIBILITIES, { error: V.invalidValue }).default('both'),
    hidden: z.boolean({ error: V.invalidType }).default(false),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.parent_id === null) return;
    for (const field of ['en_answer', 'ja_answer'] as const) {
      if (input[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: V.required });
    }
  })
  .transform((input) => (input.parent_id === null ? { ...input, en_answer: null, ja_answer: null } : input));
export type FaqInput = z.infer<typeof faqInputSchema>;
export type FaqInputValues = z.input<typeof faqInputSchema>;

/** POST /api/v1/admin/faqs/{id}/move: one place up or down among its siblings. */
export const faqMoveSchema = z.object({ direction: z.enum(['up', 'down'], { error: V.invalidValue }) }).strict();
