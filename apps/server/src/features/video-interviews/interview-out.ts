import { type Answer, answersDeleteAt, type InterviewStatus } from '@hashi/shared/video-interview.schema';
import type { AnswerRow } from '../../platform/db/video-interview-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { signAnswerLink } from './answer-files.ts';
import { questionsOut } from './interview-view.ts';
import type { InterviewWithThread } from './video-interviews.repository.ts';

/** A sent interview and its answers as either side sees them (ADR 0047). */

const iso = (d: Date | string) => new Date(d).toISOString();

export function statusOf(row: Pick<InterviewWithThread, 'completed_at' | 'deadline_at'>, now: Date): InterviewStatus {
  if (row.completed_at !== null) return 'completed';
  return new Date(row.deadline_at).getTime() <= now.getTime() ? 'expired' : 'waiting';
}

/** The fields both sides see: the content, the deadline, where it stands and the day its answers go. */
export function interviewFields(row: InterviewWithThread, now: Date) {
  return {
    id: row.id,
    thread_code: row.thread_code,
    name: row.name,
    intro: row.intro,
    questions: questionsOut(row.questions),
    deadline_at: iso(row.deadline_at),
    status: statusOf(row, now),
    completed_at: row.completed_at === null ? null : iso(row.completed_at),
    answers_delete_at: answersDeleteAt(row).toISOString(),
    answers_deleted: row.answers_deleted_at !== null,
    created_at: iso(row.created_at),
  };
}

/** Answers with fresh signed links to their videos (the caller was authorized for the interview). */
export function answersOut(deps: Deps, rows: AnswerRow[]): Answer[] {
  return rows.map((row) => {
    const link = row.storage_key ? signAnswerLink(deps, { id: row.id, storage_key: row.storage_key }) : null;
    return {
      question_no: row.question_no,
      type: row.type,
      selected_option: row.selected_option,
      text: row.text,
      video:
        link && row.mime_type
          ? {
              url: link.url,
              url_expires_at: link.expiresAt.toISOString(),
              mime_type: row.mime_type,
              size: row.size_bytes ?? 0,
              file_name: row.file_name ?? '',
            }
          : null,
      takes_used: row.takes_used,
      updated_at: iso(row.updated_at),
    };
  });
}
