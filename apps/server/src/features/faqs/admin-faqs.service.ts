import type { AdminFaq, FaqInput } from '@hashi/shared/faq.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { FaqsTable } from '../../platform/db/faq-schema.ts';
import type { Selectable } from 'kysely';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  countFaqChildren,
  deleteFaqRow,
  findFaqRow,
  findNeighbourRow,
  insertFaq,
  listAllFaqRows,
  swapFaqOrder,
  updateFaqRow,
} from './faqs.repository.ts';

/** The admins' FAQ (ADR 0029): create, edit, order, hide and delete categories and items. */

const iso = (d: Date | string) => new Date(d).toISOString();
const toAdminFaq = (row: Selectable<FaqsTable>): AdminFaq => ({
  id: row.id,
  parent_id: row.parent_id,
  en_question: row.en_question,
  ja_question: row.ja_question,
  en_answer: row.en_answer,
  ja_answer: row.ja_answer,
  sort_order: row.sort_order,
  visibility: row.visibility,
  hidden: row.hidden,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export async function listAdminFaqs(deps: Deps): Promise<{ data: AdminFaq[] }> {
  return { data: (await listAllFaqRows(deps.db)).map(toAdminFaq) };
}

/** An item's parent must be a category (an entry without a parent), and not the entry itself. */
async function checkParent(deps: Deps, input: FaqInput, selfId: number | null): Promise<void> {
  if (input.parent_id === null) return;
  const parent = await findFaqRow(deps.db, input.parent_id);
  if (!parent || parent.parent_id !== null || parent.id === selfId) {
    throw AppError.fields({ parent_id: ['faq.parent_not_category'] });
  }
}

export async function createFaq(deps: Deps, input: FaqInput): Promise<{ data: AdminFaq }> {
  await checkParent(deps, input, null);
  return { data: toAdminFaq(await insertFaq(deps.db, input)) };
}

export async function updateFaq(deps: Deps, id: number, input: FaqInput): Promise<{ data: AdminFaq }> {
  const current = await findFaqRow(deps.db, id);
  if (!current) throw notFound();
  await checkParent(deps, input, id);
  // A category that still holds items cannot become an item itself (entries are two levels deep).
  if (current.parent_id === null && input.parent_id !== null && (await countFaqChildren(deps.db, id)) > 0) {
    throw AppError.fields({ parent_id: ['faq.category_has_items'] });
  }
  const row = await updateFaqRow(deps.db, id, input, deps.now(), current.parent_id !== input.parent_id);
  if (!row) throw notFound();
  return { data: toAdminFaq(row) };
}

/** One place up or down among its siblings; at either end it stays where it is. */
export async function moveFaq(deps: Deps, id: number, direction: 'up' | 'down'): Promise<{ data: AdminFaq[] }> {
  const entry = await findFaqRow(deps.db, id);
  if (!entry) throw notFound();
  const neighbour = await findNeighbourRow(deps.db, entry, direction);
  if (neighbour) await swapFaqOrder(deps.db, entry, neighbour, deps.now());
  return listAdminFaqs(deps);
}

/** A category is deleted only once it is empty, so no item is lost by accident. */
export async function deleteFaq(deps: Deps, id: number): Promise<void> {
  if ((await countFaqChildren(deps.db, id)) > 0) {
    throw new AppError(ErrorCode.Conflict, { messageKey: 'faq.category_not_empty' });
  }
  if (!(await deleteFaqRow(deps.db, id))) throw notFound();
}
