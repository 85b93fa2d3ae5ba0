import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Locale } from '@hashi/shared/constants';
import type { JobSearchRequestInput } from '@hashi/shared/job-search.schema';
import type {
  FirstPaintData,
  FirstPaintRequest,
  FirstPaintResult,
  FirstPaintState,
  PaintedSession,
} from '@hashi/shared/first-paint';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/router.tsx';
import { jobDetailQueryOptions } from './features/jobs/api/job-detail.ts';
import { jobSearchQueryOptions } from './features/jobs/api/job-search.ts';
import { socialProvidersQueryOptions } from './features/auth/api/social.ts';
import { parseSearchParams, toSearchRequest } from './features/jobs/search/search-state.ts';
import { i18nOptions } from './i18n/i18n.ts';
import { setRenderReferrer } from './lib/page-referrer.ts';
import { setPaintedSession, type StoredSession } from './lib/api/session-store.ts';
import { userAuthQueryKey } from './lib/session/user-auth.ts';
import { applicantAuthQueryKey } from './lib/session/applicant-auth.ts';
import { decideAuthGuard } from './features/auth/guards/guard-decisions.ts';
import { MESSAGES_UNREAD_QUERY_KEY, UNREAD_QUERY_KEY } from './features/shell/api/use-unread-counts.ts';
import { NOTIFICATION_SUMMARY_ROOT } from './features/shell/api/notification-summary.ts';
import { profileQueryOptions } from './features/profile/api/profile.ts';
import { approachListQueryKey } from './features/approaches/api/approach-queries.ts';
import { recommendedQueryKey } from './features/dashboard/api/recommended.ts';
import { noticesQueryOptions } from './features/dashboard/api/notices.ts';
import { MY_PAGE_RECOMMENDED } from '@hashi/shared/approach.schema';

/**
 * The server entry (ADR 0038): renders a public page to HTML with the same routes, providers and
 * components the browser hydrates (main.tsx). Built by `vite build --ssr` into dist-ssr; the server
 * loads it when it is there and calls `render` for the pages it paints first.
 *
 * Code outside React reads the language from the global i18next instance (query keys, the API
 * client), so renders run one at a time, each with the global language set to its own. A render
 * takes milliseconds once its route modules are loaded.
 */

const handler = createStaticHandler(routes);

let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** The answers the server brought, under the keys the pages' queries use. */
function seedQueries(
  queryClient: QueryClient,
  locale: Locale,
  data: FirstPaintData,
  session: StoredSession | null,
): void {
  if (data.jobDetail) {
    queryClient.setQueryData(jobDetailQueryOptions(data.jobDetail.id, locale).queryKey, data.jobDetail);
  }
  if (data.jobSearch) {
    queryClient.setQueryData(jobSearchQueryOptions(data.jobSearch.request, locale).queryKey, data.jobSearch.response);
  }
  if (data.socialProviders) {
    queryClient.setQueryData(socialProvidersQueryOptions().queryKey, data.socialProviders);
  }
  const shell = data.applicantShell;
  if (shell && session) {
    queryClient.setQueryData(userAuthQueryKey(session), shell.user);
    queryClient.setQueryData(applicantAuthQueryKey(session), shell.applicant);
    queryClient.setQueryData(UNREAD_QUERY_KEY, shell.approachUnread);
    queryClient.setQueryData(MESSAGES_UNREAD_QUERY_KEY, shell.messagesUnread);
    queryClient.setQueryData([...NOTIFICATION_SUMMARY_ROOT, locale], shell.notifications);
  }
  const myPage = data.myPage;
  if (myPage) {
    queryClient.setQueryData(profileQueryOptions().queryKey, myPage.profile);
    queryClient.setQueryData(approachListQueryKey('scouts', locale, 1), myPage.scouts);
    queryClient.setQueryData(approachListQueryKey('saves', locale, 1), myPage.saves);
    queryClient.setQueryData(recommendedQueryKey(locale, MY_PAGE_RECOMMENDED), myPage.recommended);
    queryClient.setQueryData(noticesQueryOptions(locale).queryKey, myPage.notices);
  }
}

/**
 * The stored session a signed-in paint renders with (ADR 0048): the login's user and start, and a
 * token the guards see as fresh until it expires. It holds no token: nothing is fetched on the server.
 */
function storedSessionOf(painted: PaintedSession): StoredSession {
  return {
    accessToken: '',
    accessExpiresAt: painted.accessExpiresAt,
    refreshToken: '',
    refreshExpiresAt: painted.accessExpiresAt,
    user: painted.user,
    startedAt: painted.startedAt,
  };
}

/**
 * Whether the access guard would show the page to this signed-in applicant (it would otherwise
 * redirect, refresh or wait, which a paint cannot show): the guard's own decision, on the seeded data.
 */
function guardWouldRender(url: URL, session: StoredSession, data: FirstPaintData): boolean {
  const shell = data.applicantShell;
  if (!shell) return false;
  const decision = decideAuthGuard({
    session,
    now: Date.now(),
    pathname: url.pathname,
    search: url.search,
    arrivedAsGuest: false,
    user: { data: shell.user, error: null },
    applicant: { data: shell.applicant, error: null },
  });
  return decision.kind === 'render';
}

/** JSON that cannot end its `<script>` element: `<`, `>`, `&` and the JS line separators escaped. */
function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : part);
  return Buffer.concat(parts).toString('utf8');
}

/** The search /search sends for `url`, built as the page builds it (JobSearchScreen). */
export function jobSearchRequest(url: string): JobSearchRequestInput {
  return toSearchRequest(parseSearchParams(new URL(url, 'http://hashi.local').searchParams), new Date());
}

export function render({
  url,
  locale,
  data,
  referrer,
  session: painted,
}: FirstPaintRequest): Promise<FirstPaintResult> {
  return oneAtATime(async () => {
    if (!i18next.isInitialized) i18next.use(initReactI18next).init(i18nOptions(locale));
    else if (i18next.language !== locale) await i18next.changeLanguage(locale);

    const location = new URL(url, 'http://hashi.local');
    const session = painted ? storedSessionOf(painted) : null;
    if (session && !guardWouldRender(location, session, data)) return { kind: 'skip' };
    const context = await handler.query(new Request(location));
    // A redirect or a route that failed: the browser renders that page itself.
    if (context instanceof Response || context.errors) return { kind: 'skip' };
    const router = createStaticRouter(handler.dataRoutes, context);
    setRenderReferrer(referrer);
    setPaintedSession(session);

    // Errors are never shown from the server: the browser's own queries report them.
    const queryClient = createQueryClient(() => undefined);
    seedQueries(queryClient, locale, data, session);

    // MUI's styles land in this cache instead of the document; the page's share goes in the head.
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    // A component that throws would leave a client-rendered hole: the whole render counts as failed.
    const failures: unknown[] = [];
    let html: string;
    try {
      const { prelude } = await prerenderToNodeStream(
        <CacheProvider value={cache}>
          <StrictMode>
            <AppProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </StrictMode>
        </CacheProvider>,
        {
          onError: (error) => void failures.push(error),
          // Every boundary in place: React would otherwise move a large one to the end of the document
          // with an inline script to swap it in, which the CSP refuses and a browser without JS never runs.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        },
      );
      html = await readAll(prelude);
    } finally {
      // Renders take turns: the next one (a guest's, perhaps) must not see this login.
      setPaintedSession(null);
    }
    if (failures.length > 0) throw new AggregateError(failures, `The first paint of ${url} failed`);
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
    const state: FirstPaintState = {
      locale,
      queries: dehydrate(queryClient),
      ...(session ? { session: { userId: session.user.id, startedAt: session.startedAt } } : {}),
    };
    queryClient.clear();
    return { kind: 'page', html, styles, state: jsonForScript(state) };
  });
}
