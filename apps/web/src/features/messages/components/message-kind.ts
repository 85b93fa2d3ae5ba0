import { MessageType, SenderType } from '@hashi/shared/enums';

/**
 * What a message is, in the words the thread list and the conversation use (spec §4 message
 * types, ADR 0023): a text, a company's scout, pin or like, the applicant's Know More or reply to a
 * scout, or the system's note of a new application status.
 */
export type MessageKind =
  | 'text'
  | 'scout'
  | 'pin'
  | 'like'
  | 'know_more'
  | 'scout_applied'
  | 'scout_declined'
  | 'scout_know_more'
  | 'status'
  | 'video';

const BY_TYPE: Record<number, MessageKind> = {
  [MessageType.Scout]: 'scout',
  [MessageType.ScoutTemplate]: 'scout',
  [MessageType.Pin]: 'pin',
  [MessageType.Messaging]: 'text',
  [MessageType.CompanyMessaging]: 'text',
  [MessageType.LetsTalk]: 'like',
  [MessageType.LikeToKnowMore]: 'know_more',
  [MessageType.VideoInterview]: 'video',
  [MessageType.VideoInterviewAnswer]: 'video',
  [MessageType.VideoInterviewCompletion]: 'video',
  [MessageType.ScoutApplied]: 'scout_applied',
  [MessageType.ScoutDeclined]: 'scout_declined',
  [MessageType.ScoutKnowMore]: 'scout_know_more',
};

type Classified = { type: number; sender_type: number };

export function kindOf(message: Classified): MessageKind {
  // The system writes only status changes (ADR 0023); a future kind of its own still reads as one.
  if (message.sender_type === SenderType.System) return 'status';
  return BY_TYPE[message.type] ?? 'text';
}

export const isMine = (message: Classified) => message.sender_type === SenderType.JobSeeker;
