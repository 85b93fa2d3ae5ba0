import { z } from 'zod';
import { SOCIAL_PROVIDERS } from './enums.ts';
import { V } from './validation.ts';

/** The providers this server has credentials for; the web app shows a button for each. */
export const socialProvidersResponseSchema = z.object({ data: z.array(z.enum(SOCIAL_PROVIDERS)) });
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponseSchema>;

/** Where the provider sends the person back: a page of this app (same origin as APP_URL). */
export const socialAuthorizeQuerySchema = z.object({
  redirect_uri: z.string({ error: V.required }).min(1, { error: V.required }).max(2048, { error: V.maxChars }),
});
