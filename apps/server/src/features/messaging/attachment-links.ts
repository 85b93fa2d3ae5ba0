import type { Attachment } from '@hashi/shared/message-attachment.schema';
import type { Deps } from '../../platform/deps.ts';
import { attachmentsByMessage, toAttachment } from './attachment-view.ts';
import { findAttachment } from './attachments.repository.ts';

/**
 * A signed link to one sent attachment, for the admin's moderation of a reported message (public
 * to other features, docs/architecture.json). The caller has already decided that an admin may
 * see it; drafts never sent belong to their uploader alone and answer null, like an unknown id.
 * The name is the one the other side was shown (contact details filtered until the contact stage).
 */
export async function attachmentLinkForAdmin(deps: Deps, attachmentId: number): Promise<Attachment | null> {
  const row = await findAttachment(deps.db, attachmentId);
  if (!row || row.message_id === null) return null;
  return toAttachment(deps, row);
}

/**
 * The files of one reported message with signed links, for the admin handling its report (issue
 * 11: downloadable by the thread's two parties and an admin handling a report). `asSentOriginal`
 * gives the names as the company saw them at the contact stage, like the message's text.
 */
export async function reportedMessageAttachments(
  deps: Deps,
  messageId: number,
  asSentOriginal: boolean,
): Promise<Attachment[]> {
  return (await attachmentsByMessage(deps, [messageId], asSentOriginal)).get(messageId) ?? [];
}
