import type { ChannelAnswer, ChannelState } from '@hashi/shared/access-route-admin.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { channelExists, findChannelAnswer, storeChannelAnswer } from './signup-channel.repository.ts';

/**
 * "How did you hear of Hashi?" (spec §2 "Channel", §7 `channels`; ADR 0032): asked once, in the
 * registration wizard's last step, optional. Passing over it (null) counts as answered too.
 */

export async function channelState(deps: Deps, userId: number): Promise<{ data: ChannelState }> {
  const row = await findChannelAnswer(deps.db, userId);
  if (!row) throw notFound();
  return { data: { answered: row.channel_answered_at !== null, channel_id: row.channel_id } };
}

export async function answerChannel(deps: Deps, userId: number, input: ChannelAnswer): Promise<{ data: ChannelState }> {
  if (input.channel_id !== null && !(await channelExists(deps.db, input.channel_id))) {
    throw AppError.fields({ channel_id: ['channel.unknown'] });
  }
  if (!(await storeChannelAnswer(deps.db, userId, input.channel_id, deps.now()))) {
    throw new AppError(ErrorCode.Conflict, { messageKey: 'channel.already_answered' });
  }
  return { data: { answered: true, channel_id: input.channel_id } };
}
