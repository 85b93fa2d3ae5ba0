import { type VerifyEmailResponse, verifyEmailResponseSchema } from '@hashi/shared/auth.schema';
import { apiFetch } from '../../../lib/api/client.ts';

export function postVerifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiFetch('/api/v1/signup/verify', {
    method: 'POST',
    auth: 'client',
    body: { token },
    schema: verifyEmailResponseSchema,
  });
}
