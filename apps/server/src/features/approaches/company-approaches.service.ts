import { filterContactDetails } from '@hashi/shared/contact-filter';
import { CONTACT_MARKER } from '@hashi/shared/contact-marker';
import { APPROACH_MESSAGES } from '@hashi/shared/approach.schema';
import { MessageType, SenderType } from '@hashi/shared/enums';
import type { ApproachRow } from '../../platform/db/approach-schema.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { lockApproach } from './approach-lock.repository.ts';
import { lockCompanyApplication, recordApplicationStatus } from './applications.repository.ts';
import {
  applicantExcludedCompany,
  findApproach,
  findLiveApplicantId,
  findPostingFacts,
  settleMatch,
  upsertApproach,
} from './approaches.repository.ts';
import { atContactStage, insertMessage } from './thread-messages.repository.ts';
import { notify } from '../notifications/notify.repository.ts';
import { conflict, isOpen } from './posting-access.ts';

/**
 * What a company does to an applicant about one of its postings (spec §4; ADR 0018): scout, pin,
 * like. No routes here — the employer console calls these. The applicant must be a live job
 * seeker who has not excluded the company (else 404: the company learns nothing about them); the
 * posting must be the company's own, published and open.
 */

export interface CompanyContact {
  /** The company user acting; recorded as the message's sender. */
  senderUserId?: number | null;
  /** The scout's (or pin's, like's) text. */
  body?: string | null;
  /** The scout's text is one of the company's templates: stored as message type 10 (scout template). */
  fromTemplate?: boolean;
}

async function checkContact(db: Database, companyId: number, applicantId: number, postingId: number) {
  const posting = await findPostingFacts(db, postingId);
  if (!posting || posting.company_id !== companyId) throw notFound();
  if (!isOpen(posting)) throw conflict(APPROACH_MESSAGES.notOpen);
  const applicant = await findLiveApplicantId(db, applicantId);
  if (!applicant || (await applicantExcludedCompany(db, applicantId, companyId))) throw notFound();
  return posting;
}

/**
 * A scout's, pin's or like's text as the thread stores it: contact details replaced until the
 * contact stage, the original kept for the company (ADR 0023), like any message.
 */
async function contactSafeText(db: Database, companyId: number, applicantId: number, text: string | null | undefined) {
  const body = text?.replaceAll(CONTACT_MARKER, '').trim() || null;
  if (body === null || (await atContactStage(db, companyId, applicantId))) return { body, body_original: null };
  const filtered = filterContactDetails(body);
  return { body: filtered.text, body_original: filtered.filtered ? body : null };
}

async function contact(
  deps: Deps,
  companyId: number,
  applicantId: number,
  postingId: number,
  input: CompanyContact,
  kind: 'scout' | 'pin' | 'like',
): Promise<ApproachRow> {
  return deps.db.transaction().execute(async (trx) => {
    const posting = await checkContact(trx, companyId, applicantId, postingId);
    const now = deps.now();
    const key = { applicantId, postingId, companyId: posting.company_id };
    // Locked: of two simultaneous scouts the second sees the first and answers 409.
    const before = await lockApproach(trx, key, now);
    if (kind === 'scout' && before?.scouted_at) throw conflict(APPROACH_MESSAGES.alreadyScouted);
    const set =
      kind === 'scout'
        ? {
            scouted_at: now,
            scout_expires_at: new Date(now.getTime() + deps.config.SCOUT_EXPIRY_DAYS * 86_400_000),
          }
        : kind === 'pin'
          ? { company_pinned_at: before?.company_pinned_at ?? now }
          : { company_liked_at: before?.company_liked_at ?? now };
    const row = await upsertApproach(trx, key, set, now);
    const first = kind === 'scout' || (kind === 'pin' ? !before?.company_pinned_at : !before?.company_liked_at);
    if (first) {
      const scoutType = input.fromTemplate ? MessageType.ScoutTemplate : MessageType.Scout;
      const type = kind === 'scout' ? scoutType : kind === 'pin' ? MessageType.Pin : MessageType.LetsTalk;
      await insertMessage(
        trx,
        {
          approach_id: row.id,
          type,
          status: null,
          sender_type: SenderType.Company,
          sender_user_id: input.senderUserId ?? null,
          ...(await contactSafeText(trx, companyId, applicantId, input.body)),
          decline_reason_id: null,
        },
        now,
      );
      await notify(
        trx,
        {
          userId: applicantId,
          kind,
          params: { approach_id: row.id },
          link: `/messages/${row.thread_code}`,
          eventKey: `${kind}:${row.id}`,
        },
        now,
      );
    }
    await settleMatch(trx, row.id, now);
    const settled = await findApproach(trx, applicantId, postingId);
    return settled ?? row;
  });
}

/** A scout (once per posting and applicant); it expires unreplied after SCOUT_EXPIRY_DAYS. */
export function scoutApplicant(
  deps: Deps,
  companyId: number,
  applicantId: number,
  postingId: number,
  input: CompanyContact = {},
) {
  return contact(deps, companyId, applicantId, postingId, input, 'scout');
}

/** A pin; with the applicant's Know More it makes a match. Pinning again changes nothing. */
export function pinApplicant(
  deps: Deps,
  companyId: number,
  applicantId: number,
  postingId: number,
  input: CompanyContact = {},
) {
  return contact(deps, companyId, applicantId, postingId, input, 'pin');
}

/** A like (interest in the applicant), which the applicant may answer (v1 pin-response). */
export function likeApplicant(
  deps: Deps,
  companyId: number,
  applicantId: number,
  postingId: number,
  input: CompanyContact = {},
) {
  return contact(deps, companyId, applicantId, postingId, input, 'like');
}

/**
 * Moves one of the company's applications to `status` (spec §4 apply statuses 1–10) and records the
 * change with its date (the applicant's history; status 10 is kept from them). 404 for an
 * application of another company; setting the current status again changes nothing.
 */
export async function setApplicationStatus(
  deps: Deps,
  companyId: number,
  applicationId: number,
  status: number,
  changedByUserId: number | null = null,
) {
  if (!Number.isInteger(status) || status < 1 || status > 10) throw conflict(APPROACH_MESSAGES.notApplicable);
  return deps.db.transaction().execute(async (trx) => {
    const application = await lockCompanyApplication(trx, companyId, applicationId);
    if (!application) throw notFound();
    if (application.status === status) return application;
    const now = deps.now();
    await recordApplicationStatus(trx, applicationId, status, now, changedByUserId);
    return { id: applicationId, status };
  });
}
