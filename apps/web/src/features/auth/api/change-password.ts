import {
  type ChangePasswordRequest,
  type InitialPasswordRequest,
  type TokenResponse,
  tokenResponseSchema,
} from '@hashi/shared/auth.schema';
import { apiFetch } from '../../../lib/api/client.ts';
import { saveTokens } from '../../../lib/api/session-store.ts';

/** The server revokes every other session and answers with new tokens for this one: keep them. */
export async function putChangePassword(body: ChangePasswordRequest): Promise<TokenResponse> {
  const tokens = await apiFetch('/api/v1/user/change-password', { method: 'PUT', body, schema: tokenResponseSchema });
  saveTokens(tokens, { continues: true });
  return tokens;
}

/** First password of an account someone else created (ADR 0003). */
export async function putInitialPassword(body: InitialPasswordRequest): Promise<TokenResponse> {
  const tokens = await apiFetch('/api/v1/user/initial-password', { method: 'PUT', body, schema: tokenResponseSchema });
  saveTokens(tokens, { continues: true });
  return tokens;
}
