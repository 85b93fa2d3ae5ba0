import { errorResponseSchema } from '@hashi/shared/api.schema';
import { type CvParseResponse, cvParseResponseSchema } from '@hashi/shared/cv-parse.schema';
import { ApiError, unexplainedFailure } from '../../../lib/api/api-error.ts';
import { apiFetch } from '../../../lib/api/client.ts';
import { parseResponse, requestLocale } from '../../../lib/api/http.ts';
import { getUserAccessToken } from '../../../lib/api/user-token.ts';

const PARSE_FILE = '/api/v1/applicants/parseFile';
const PARSE_URL = '/api/v1/applicants/parseUrl';

/**
 * POST /api/v1/applicants/parseFile (spec §7): the CV as multipart, answered with proposals; the
 * server saves nothing. apiFetch sends JSON only, so this sends the same headers (bearer, language,
 * JSON accept, credentials) around a FormData body, through fetch so a test can fake the server.
 */
export async function parseCvFile(file: File, signal?: AbortSignal): Promise<CvParseResponse> {
  const token = await getUserAccessToken();
  const locale = requestLocale();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Localization': locale };
  if (token) headers.Authorization = `Bearer ${token}`;
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(PARSE_FILE, { method: 'POST', headers, body: form, credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, undefined, unexplainedFailure(0, locale));
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = errorResponseSchema.safeParse(payload);
    throw new ApiError(
      response.status,
      body.success ? body.data : undefined,
      body.success ? undefined : unexplainedFailure(response.status, locale),
    );
  }
  return parseResponse(cvParseResponseSchema, payload, PARSE_FILE);
}

/** POST /api/v1/applicants/parseUrl (spec §7): a public CV or profile page, read by the server. */
export function parseCvUrl(url: string, signal?: AbortSignal): Promise<CvParseResponse> {
  return apiFetch(PARSE_URL, { method: 'POST', body: { url }, schema: cvParseResponseSchema, signal });
}
