import { type Faq, faqListResponseSchema } from '@hashi/shared/faq.schema';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session/session.ts';

/** GET /api/v1/faqs: what the caller may see (spec §6: 'after login' entries only for registered applicants). */
export function getFaqs(signal?: AbortSignal): Promise<Faq[]> {
  return apiFetch('/api/v1/faqs', { schema: faqListResponseSchema, signal }).then((r) => r.data);
}

/** Both languages come in one answer, so the key is who asks, not the language. */
export function useFaqs() {
  const { status, isRegistered, user } = useSession();
  return useQuery({
    queryKey: ['faqs', isRegistered ? user?.id : 'public'] as const,
    queryFn: ({ signal }) => getFaqs(signal),
    enabled: status !== 'loading',
    meta: { silent: true },
  });
}
