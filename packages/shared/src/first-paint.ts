import type { Locale } from './constants.ts';
import type { SocialProvider } from './enums.ts';
import type { JobPostingDetail } from './job-posting.schema.ts';
import type { JobSearchRequestInput, JobSearchResponse } from './job-search.schema.ts';

/**
 * The server-rendered first paint of the public pages (ADR 0038): the contract between the server,
 * which answers the URL and knows the data, and the web app's server entry (entry-server.tsx),
 * which renders the same components the browser then hydrates.
 */

/** The id of the `<script type="application/json">` that carries the render's state to the browser. */
export const FIRST_PAINT_STATE_ID = 'hashi-first-paint';

/** API answers the page's queries would fetch, as the API gives them, in the render's language. */
export interface FirstPaintData {
  jobDetail?: JobPostingDetail;
  jobSearch?: { request: JobSearchRequestInput; response: JobSearchResponse };
  /** The social sign-in providers the server has credentials for (GET /api/v1/login/providers). */
  socialProviders?: SocialProvider[];
}

export interface FirstPaintRequest {
  /** Path and query of the page. */
  url: string;
  locale: Locale;
  data: FirstPaintData;
  /**
   * Path and query of the page on this site the visitor came from (the Referer header, sent for
   * same-origin navigations only: Referrer-Policy same-origin), for a page that leads back to it.
   */
  referrer?: string;
}

export type FirstPaintResult =
  | {
      kind: 'page';
      /** What goes inside #root. */
      html: string;
      /** `<style>` elements of the page's critical CSS, for the head. */
      styles: string;
      /** JSON for the state script (already safe to place inside `<script>`). */
      state: string;
    }
  /** The app would redirect (a route's loader or guard): the server answers without a first paint. */
  | { kind: 'skip' };

/** What the state script holds: the render's language and the dehydrated query cache. */
export interface FirstPaintState {
  locale: Locale;
  queries: unknown;
}

/** The module the web app's SSR build exports. */
export interface FirstPaintRenderer {
  render(request: FirstPaintRequest): Promise<FirstPaintResult>;
  /** The search /search asks for at `url` (path and query), as the page builds it from the URL. */
  jobSearchRequest(url: string): JobSearchRequestInput;
}
