import type { TemplateInput } from '@hashi/shared/video-interview.schema';
import type { Database } from '../../platform/db/database.ts';
import type { StoredPractice, StoredQuestion } from '../../platform/db/video-interview-schema.ts';

/** A company's video interview templates (ADR 0047); every statement is scoped by its company. */

/** A template's input with its questions as stored (only each type's fields). */
export type TemplateValues = Omit<TemplateInput, 'practice_question' | 'questions'> & {
  practice_question: StoredPractice | null;
  questions: StoredQuestion[];
};

const asColumns = (values: TemplateValues) => ({
  name: values.name,
  intro: values.intro,
  practice_question: values.practice_question === null ? null : JSON.stringify(values.practice_question),
  questions: JSON.stringify(values.questions),
});

export function listTemplateRows(db: Database, companyId: number) {
  return db
    .selectFrom('video_interview_templates')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findOwnTemplate(db: Database, companyId: number, id: number) {
  return db
    .selectFrom('video_interview_templates')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export async function countTemplates(db: Database, companyId: number): Promise<number> {
  const count = await db
    .selectFrom('video_interview_templates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

export function insertTemplate(db: Database, companyId: number, values: TemplateValues, now: Date) {
  return db
    .insertInto('video_interview_templates')
    .values({ ...asColumns(values), company_id: companyId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateOwnTemplate(db: Database, companyId: number, id: number, values: TemplateValues, now: Date) {
  return db
    .updateTable('video_interview_templates')
    .set({ ...asColumns(values), updated_at: now })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .returningAll()
    .executeTakeFirst();
}

/** Whether the company had that template to delete (interviews sent from it keep their copy). */
export async function deleteOwnTemplate(db: Database, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('video_interview_templates')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return result.numDeletedRows !== 0n;
}
