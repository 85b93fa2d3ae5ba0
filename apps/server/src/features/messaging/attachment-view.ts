import type { Attachment } from '@hashi/shared/message-attachment.schema';
import type { Deps } from '../../platform/deps.ts';
import { signAttachmentUrl } from './attachment-url.ts';
import { type AttachmentRow, attachmentsOfMessages } from './attachments.repository.ts';

/**
 * An attachment as a party of its thread sees it, with a fresh signed link. The name as filtered
 * for contact details, except for the company once the contact stage holds (ADR 0021, as the text).
 */
export function toAttachment(deps: Deps, row: AttachmentRow, showOriginal = false): Attachment {
  return {
    id: row.id,
    name: showOriginal && row.name_original !== null ? row.name_original : row.name,
    size: row.size_bytes,
    kind: row.kind,
    content_type: row.mime_type,
    url: signAttachmentUrl(deps.config, row, deps.now()),
  };
}

/** The files of these messages by message id (one query for a page of a conversation). */
export async function attachmentsByMessage(
  deps: Deps,
  messageIds: readonly number[],
  showOriginal: boolean,
): Promise<Map<number, Attachment[]>> {
  const rows = await attachmentsOfMessages(deps.db, messageIds);
  const byMessage = new Map<number, Attachment[]>();
  for (const row of rows) {
    if (row.message_id === null) continue;
    const list = byMessage.get(row.message_id) ?? [];
    list.push(toAttachment(deps, row, showOriginal));
    byMessage.set(row.message_id, list);
  }
  return byMessage;
}

/** Whether this row's attachment may go with others in one message: a video only alone (spec §5). */
export function attachmentSetAllowed(rows: ReadonlyArray<Pick<AttachmentRow, 'kind'>>, max: number): boolean {
  if (rows.length > max) return false;
  return rows.length <= 1 || rows.every((r) => r.kind !== 'video');
}
