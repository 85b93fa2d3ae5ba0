import {
  ANSWER_SECONDS_DEFAULT,
  QuestionType,
  TAKES_DEFAULT,
  type Template,
  type TemplateRequest,
  THINKING_SECONDS_DEFAULT,
  templateInputSchema,
} from '@hashi/shared/video-interview.schema';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { ApiError } from '../../../lib/api/api-error.ts';

/**
 * One question as the editor holds it: every type's fields at once, so switching the type keeps
 * what was typed; the request keeps only the chosen type's fields (the schema is strict). Options
 * are objects because a field array needs them.
 */
export type QuestionValues = {
  type: QuestionType | null;
  text: string;
  options: { text: string }[];
  thinking_seconds: number;
  answer_seconds: number;
  takes: number;
};

export type TemplateFormValues = {
  name: string;
  intro: string;
  has_practice: boolean;
  practice_question: { text: string; thinking_seconds: number; answer_seconds: number };
  questions: QuestionValues[];
};

const emptyOptions = () => [{ text: '' }, { text: '' }];

export function newQuestion(type: QuestionType = QuestionType.Video): QuestionValues {
  return {
    type,
    text: '',
    options: emptyOptions(),
    thinking_seconds: THINKING_SECONDS_DEFAULT,
    answer_seconds: ANSWER_SECONDS_DEFAULT,
    takes: TAKES_DEFAULT,
  };
}

/** A template's values for the editor; a new one starts with one video question and no practice. */
export function templateToValues(template: Template | null): TemplateFormValues {
  const practice = template?.practice_question ?? null;
  return {
    name: template?.name ?? '',
    intro: template?.intro ?? '',
    has_practice: practice !== null,
    practice_question: {
      text: practice?.text ?? '',
      thinking_seconds: practice?.thinking_seconds ?? THINKING_SECONDS_DEFAULT,
      answer_seconds: practice?.answer_seconds ?? ANSWER_SECONDS_DEFAULT,
    },
    questions: template
      ? template.questions.map((q) => ({
          type: q.type as QuestionType,
          text: q.text,
          options: q.options?.length ? q.options.map((text) => ({ text })) : emptyOptions(),
          thinking_seconds: q.thinking_seconds ?? THINKING_SECONDS_DEFAULT,
          answer_seconds: q.answer_seconds ?? ANSWER_SECONDS_DEFAULT,
          takes: q.takes ?? TAKES_DEFAULT,
        }))
      : [newQuestion()],
  };
}

function questionRequest(q: QuestionValues): TemplateRequest['questions'][number] {
  if (q.type === QuestionType.Selection) {
    return { type: q.type, text: q.text, options: q.options.map((o) => o.text) };
  }
  if (q.type === QuestionType.FreeText) return { type: q.type, text: q.text };
  const { thinking_seconds, answer_seconds, takes } = q;
  // No type chosen: the schema refuses it under the type's select.
  return { type: q.type as typeof QuestionType.Video, text: q.text, thinking_seconds, answer_seconds, takes };
}

/** The request body: only the chosen type's fields of each question, and the practice question when on. */
export function valuesToRequest(values: TemplateFormValues): TemplateRequest {
  return {
    name: values.name,
    intro: values.intro,
    practice_question: values.has_practice ? { ...values.practice_question } : null,
    questions: values.questions.map(questionRequest),
  };
}

/** `questions.0.options.1` (the schema's and the server's name) → the editor's `…options.1.text`. */
const formFieldName = (field: string) => field.replace(/^(questions\.\d+\.options\.\d+)$/, '$1.text');

type QuestionErrors = { options?: unknown } & Record<string, unknown>;

/** The schema's errors moved onto the editor's option fields. */
function toFormErrors(errors: FieldErrors<FieldValues>): FieldErrors<TemplateFormValues> {
  const questions = errors.questions;
  if (Array.isArray(questions)) {
    errors.questions = questions.map((q: QuestionErrors | undefined) =>
      q && Array.isArray(q.options) ? { ...q, options: q.options.map((o) => (o ? { text: o } : o)) } : q,
    ) as unknown as FieldErrors<FieldValues>['questions'];
  }
  return errors as FieldErrors<TemplateFormValues>;
}

const schemaResolver = zodFormResolver(templateInputSchema);

/**
 * Checks the editor's values with the shared `templateInputSchema`, as the server will; the submit
 * sends `valuesToRequest(values)`.
 */
export const templateResolver: Resolver<TemplateFormValues> = async (values, context, options) => {
  const result = await schemaResolver(
    valuesToRequest(values),
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  if (Object.keys(result.errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: toFormErrors(result.errors as FieldErrors<FieldValues>) };
};

/** Every field of the editor a message can stand under, for the values shown. */
function fieldNames(values: TemplateFormValues): Path<TemplateFormValues>[] {
  const names: string[] = ['name', 'intro', 'questions'];
  if (values.has_practice) {
    names.push('practice_question.text', 'practice_question.thinking_seconds', 'practice_question.answer_seconds');
  }
  values.questions.forEach((q, i) => {
    const at = `questions.${i}`;
    names.push(`${at}.type`, `${at}.text`, `${at}.options`, `${at}.thinking_seconds`, `${at}.answer_seconds`);
    names.push(`${at}.takes`, ...q.options.map((_, j) => `${at}.options.${j}.text`));
  });
  return names as Path<TemplateFormValues>[];
}

/**
 * A 422's messages (in the user's language) under their fields; returns those no field shows, for
 * the message above the form.
 */
export function applyTemplateServerErrors(
  error: ApiError,
  setError: UseFormSetError<TemplateFormValues>,
  values: TemplateFormValues,
): string[] {
  const errors = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [formFieldName(k), v]));
  const body = error.body ? { ...error.body, errors } : undefined;
  return applyServerErrors(new ApiError(error.status, body, error.message), setError, fieldNames(values));
}
