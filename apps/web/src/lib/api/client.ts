import type { Locale } from '@hashi/shared/constants';
import type { ZodType } from 'zod';
import { getAppToken } from './app-token.ts';
import { parseResponse, sendJson } from './http.ts';
import { getUserAccessToken } from './user-token.ts';

export type ApiFetchOptions<T> = {
  method?: string;
  body?: unknown;
  /**
   * 'user' (default): the user's access token when logged in, else the app token.
   * 'client': always the app token (login, sign-up: calls made on behalf of a guest).
   * 'none': no bearer at all.
   */
  auth?: 'user' | 'client' | 'none';
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** The language of the answer, when a page shows another than the app's (a landing page). */
  locale?: Locale;
};

/**
 * Every call of the web app goes through here: language header, JSON accept, credentials, the
 * right bearer, a refresh before the request when the access token is (nearly) expired. Failures
 * come back as ApiError; what to show the user is the caller's decision, never this module's.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { auth = 'user', ...rest } = options;
  let token: string | null = null;
  if (auth === 'client') token = await getAppToken();
  else if (auth === 'user') token = (await getUserAccessToken()) ?? (await getAppToken());
  return sendJson(path, { ...rest, token });
}

/**
 * apiFetch for the calls the shell makes at start-up (the session check): the response schema is
 * imported on demand, in parallel with the request, so zod stays out of the first download
 * (the 150 KB budget of issue 2) and arrives with the first answer instead.
 */
export async function apiFetchLazySchema<T>(
  path: string,
  loadSchema: () => Promise<ZodType<T>>,
  options: Omit<ApiFetchOptions<unknown>, 'schema'> = {},
): Promise<T> {
  const [schema, payload] = await Promise.all([loadSchema(), apiFetch<unknown>(path, options)]);
  return parseResponse(schema, payload, path);
}
