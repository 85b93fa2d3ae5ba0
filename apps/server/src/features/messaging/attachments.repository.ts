import type { Insertable, Selectable } from 'kysely';
import type { MessageAttachmentsTable } from '../../platform/db/approach-schema.ts';
import type { Database } from '../../platform/db/database.ts';

export type AttachmentRow = Selectable<MessageAttachmentsTable>;

export function insertAttachment(db: Database, row: Insertable<MessageAttachmentsTable>): Promise<AttachmentRow> {
  return db.insertInto('message_attachments').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * The side's unsent drafts of this thread among `ids`, locked until the transaction ends (the
 * caller holds the thread's lock too, so two sends cannot take the same draft).
 */
export function lockDrafts(db: Database, approachId: number, senderType: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as AttachmentRow[]);
  return db
    .selectFrom('message_attachments')
    .selectAll()
    .where('approach_id', '=', approachId)
    .where('sender_type', '=', senderType)
    .where('message_id', 'is', null)
    .where('id', 'in', [...ids])
    .forUpdate()
    .execute();
}

export async function attachToMessage(db: Database, ids: readonly number[], messageId: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('message_attachments')
    .set({ message_id: messageId })
    .where('id', 'in', [...ids])
    .execute();
}

/** The files of these messages, in the order they were uploaded. */
export function attachmentsOfMessages(db: Database, messageIds: readonly number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('message_attachments')
    .selectAll()
    .where('message_id', 'in', [...messageIds])
    .orderBy('id')
    .execute();
}

export function findAttachment(db: Database, id: number): Promise<AttachmentRow | undefined> {
  return db.selectFrom('message_attachments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes drafts uploaded before `cutoff` and never sent; answers their storage keys. */
export async function deleteStaleDrafts(db: Database, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('message_attachments')
    .where(
      'id',
      'in',
      db
        .selectFrom('message_attachments')
        .select('id')
        .where('message_id', 'is', null)
        .where('created_at', '<', cutoff)
        .orderBy('created_at')
        .limit(limit),
    )
    .where('message_id', 'is', null)
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}

/** Deletes every file row of the applicant's threads (both sides'); answers their storage keys. */
export async function deleteApplicantThreadAttachments(db: Database, applicantId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('message_attachments')
    .where('approach_id', 'in', db.selectFrom('approaches').select('id').where('applicant_id', '=', applicantId))
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}
