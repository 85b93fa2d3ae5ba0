import type { PracticeQuestion, Question, QuestionInput, Template } from '@hashi/shared/video-interview.schema';
import type { StoredPractice, StoredQuestion, TemplateRow } from '../../platform/db/video-interview-schema.ts';

/** Questions and templates between their stored JSON and their API shape (ADR 0047). */

const iso = (d: Date | string) => new Date(d).toISOString();

/** A question as stored: only its type's fields. */
export function storedQuestion(input: QuestionInput): StoredQuestion {
  if (input.type === 1) return { type: 1, text: input.text, options: input.options };
  if (input.type === 2) return { type: 2, text: input.text };
  return {
    type: 3,
    text: input.text,
    thinking_seconds: input.thinking_seconds,
    answer_seconds: input.answer_seconds,
    takes: input.takes,
  };
}

export const storedPractice = (input: PracticeQuestion | null): StoredPractice | null =>
  input === null
    ? null
    : { text: input.text, thinking_seconds: input.thinking_seconds, answer_seconds: input.answer_seconds };

/** The questions numbered from 1, every type's fields present (null where the type has none). */
export function questionsOut(questions: StoredQuestion[]): Question[] {
  return questions.map((q, index) => ({
    no: index + 1,
    type: q.type,
    text: q.text,
    options: q.options ?? null,
    thinking_seconds: q.thinking_seconds ?? null,
    answer_seconds: q.answer_seconds ?? null,
    takes: q.takes ?? null,
  }));
}

export const toTemplate = (row: TemplateRow): Template => ({
  id: row.id,
  name: row.name,
  intro: row.intro,
  practice_question: row.practice_question,
  questions: questionsOut(row.questions),
  updated_at: iso(row.updated_at),
});
