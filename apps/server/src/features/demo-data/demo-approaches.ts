import type { Insertable } from 'kysely';
import { ApplyStatus, MessageStatus, MessageType, SenderType } from '@hashi/shared/enums';
import type { ApproachesTable } from '../../platform/db/approach-schema.ts';
import type { Database } from '../../platform/db/database.ts';
import { bumpPostingCounter } from '../approaches/approaches.repository.ts';
import {
  anyMemberUserId,
  firstOpenPostings,
  hasApproaches,
  insertApplication,
  insertApproach,
  insertApproachMessage,
  insertStatusChange,
} from './demo-approaches.repository.ts';

/**
 * The demo applicant's history with the first three demo companies (ADR 0018, 0021), so that the
 * applicant's /approach tabs and each demo employer's lists show something: a pending scout, an
 * application at first interview (its contacts visible to employer 1), a save; a match by Know More
 * and pin and a fresh application (employer 2); a like and a scout answered with Know More (employer 3).
 */

const DAY = 86_400_000;
/** The default SCOUT_EXPIRY_DAYS. */
const SCOUT_DAYS = 30;

type Approach = Omit<Insertable<ApproachesTable>, 'applicant_id' | 'job_posting_id' | 'company_id'>;
interface Message {
  type: number;
  status?: number;
  from: 'company' | 'applicant';
  body?: string;
  at: Date;
}

export async function seedDemoApproaches(
  db: Database,
  applicantId: number,
  companies: readonly { id: number }[],
  now: Date,
): Promise<void> {
  if (await hasApproaches(db, applicantId)) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const first = [...companies].sort((a, b) => a.id - b.id).slice(0, 3);

  for (const [n, company] of first.entries()) {
    const postings = await firstOpenPostings(db, company.id, 3);
    const employer = await anyMemberUserId(db, company.id);

    const approach = async (postingId: number | undefined, set: Approach, messages: Message[]) => {
      if (postingId === undefined) return;
      const approachId = await insertApproach(db, {
        applicant_id: applicantId,
        job_posting_id: postingId,
        company_id: company.id,
        ...set,
        created_at: now,
        updated_at: now,
      });
      for (const m of messages) {
        await insertApproachMessage(db, {
          approach_id: approachId,
          type: m.type,
          status: m.status ?? null,
          sender_type: m.from === 'company' ? SenderType.Company : SenderType.JobSeeker,
          sender_user_id: m.from === 'company' ? employer : applicantId,
          body: m.body ?? null,
          decline_reason_id: null,
          created_at: m.at,
        });
      }
    };
    const apply = async (postingId: number | undefined, at: Date, steps: Array<[number, Date]>) => {
      if (postingId === undefined) return;
      const last = steps.at(-1) ?? [ApplyStatus.DocumentSelection, at];
      const applicationId = await insertApplication(db, {
        applicant_id: applicantId,
        job_posting_id: postingId,
        company_id: company.id,
        status: last[0],
        status_changed_at: last[1],
        created_at: at,
        updated_at: last[1],
      });
      const history: Array<[number, Date, number | null]> = [
        [ApplyStatus.DocumentSelection, at, applicantId],
        ...steps.map(([s, d]): [number, Date, number | null] => [s, d, employer]),
      ];
      for (const [status, changed_at, by] of history) {
        await insertStatusChange(db, { application_id: applicationId, status, changed_at, changed_by_user_id: by });
      }
      await bumpPostingCounter(db, postingId, 'application_count');
    };
    const [a, b, c] = postings.map((p) => p.id);
    const scoutText = `Hello! We read your profile and would love to tell you more about ${postings[0]?.title_en ?? 'this role'}.`;

    if (n === 0) {
      await approach(a, { scouted_at: ago(2), scout_expires_at: new Date(ago(2).getTime() + SCOUT_DAYS * DAY) }, [
        { type: MessageType.Scout, from: 'company', body: scoutText, at: ago(2) },
      ]);
      await approach(b, { applied_at: ago(6), applied_read_at: ago(5) }, []);
      await apply(b, ago(6), [[ApplyStatus.FirstInterview, ago(2)]]);
      await approach(c, { saved_at: ago(1) }, [{ type: MessageType.Save, from: 'applicant', at: ago(1) }]);
    } else if (n === 1) {
      await approach(a, { know_more_at: ago(5), company_pinned_at: ago(3), matched_at: ago(3) }, [
        { type: MessageType.LikeToKnowMore, status: MessageStatus.KnowMore, from: 'applicant', at: ago(5) },
        { type: MessageType.Pin, from: 'company', at: ago(3) },
      ]);
      if (a !== undefined) await bumpPostingCounter(db, a, 'know_more_count');
      await approach(b, { applied_at: ago(1) }, []);
      await apply(b, ago(1), []);
    } else {
      await approach(a, { company_liked_at: ago(1) }, [{ type: MessageType.LetsTalk, from: 'company', at: ago(1) }]);
      const scouted = ago(4);
      await approach(
        b,
        {
          scouted_at: scouted,
          scout_expires_at: new Date(scouted.getTime() + SCOUT_DAYS * DAY),
          scout_reply: 'know_more',
          scout_replied_at: ago(3),
          know_more_at: ago(3),
          matched_at: ago(3),
          scout_read_at: ago(3),
        },
        [
          { type: MessageType.Scout, from: 'company', body: scoutText, at: scouted },
          { type: MessageType.ScoutKnowMore, status: MessageStatus.KnowMore, from: 'applicant', at: ago(3) },
        ],
      );
      if (b !== undefined) await bumpPostingCounter(db, b, 'know_more_count');
    }
  }
}
