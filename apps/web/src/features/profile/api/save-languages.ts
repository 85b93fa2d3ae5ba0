import type { LanguageSectionRequest } from '@hashi/shared/profile-sections.schema';
import { languageSectionSchema } from '@hashi/shared/profile.schema';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

/** PUT applicant-languages: the whole language section, certificates and other languages included. */
export function saveLanguages(body: LanguageSectionRequest) {
  return apiFetch('/api/v1/applicant-languages', {
    method: 'PUT',
    body,
    schema: z.object({ data: languageSectionSchema }),
  });
}
