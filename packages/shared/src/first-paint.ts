import type { Notice } from './admin.schema.ts';
import type { ApproachListResponse, UnreadCounts } from './approach.schema.ts';
import type { ApplicantAuthResponse, UserAuthResponse } from './auth.schema.ts';
import type { Locale } from './constants.ts';
import type { SocialProvider } from './enums.ts';
import type { JobPostingDetail } from './job-posting.schema.ts';
import type { JobSearchRequestInput, JobSearchResponse } from './job-search.schema.ts';
import type { UnreadMessagesResponse } from './messaging.schema.ts';
import type { NotificationSummary } from './notification.schema.ts';
import type { Profile } from './profile.schema.ts';
import type { RecommendationResponse } from './recommendation.schema.ts';

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
  /** What the shell asks for a signed-in applicant (ADR 0048): who they are and the badges. */
  applicantShell?: ApplicantShellData;
  /** MyPage's sections for a signed-in applicant (ADR 0048). */
  myPage?: MyPageData;
}

/** The answers MyPage (`/`, signed in) asks for, as the web app keeps them. */
export interface MyPageData {
  /** GET /api/v2/applicant/profile's `data`. */
  profile: Profile;
  /** GET …/approach/scouts, page 1. */
  scouts: ApproachListResponse;
  /** GET …/approach/saves, page 1. */
  saves: ApproachListResponse;
  /** GET …/approach/recommend, page 1 of MY_PAGE_RECOMMENDED. */
  recommended: RecommendationResponse;
  /** GET /api/v1/notices' `data`, first page. */
  notices: Notice[];
}

/** The answers of the shell's own queries for a signed-in applicant, as the API gives them. */
export interface ApplicantShellData {
  /** GET /api/v1/user/auth */
  user: UserAuthResponse;
  /** GET /api/v1/applicants/auth */
  applicant: ApplicantAuthResponse;
  /** GET /api/v2/customer/approach/unread */
  approachUnread: { data: UnreadCounts };
  /** GET /api/v2/customer/messages/unread */
  messagesUnread: UnreadMessagesResponse;
  /** GET /api/v2/customer/notification/all */
  notifications: NotificationSummary;
}

/**
 * The login a signed-in page is painted for (ADR 0048). The server knows the user from the paint
 * cookie's access token; `startedAt` is the browser's own mark of that login (query keys carry it),
 * which the browser writes beside the token in the cookie.
 */
export interface PaintedSession {
  user: { id: number; type: number; current_step: number };
  startedAt: number;
  /** When the access token the page was painted with expires (epoch ms). */
  accessExpiresAt: number;
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
  /** A page painted for a signed-in applicant (ADR 0048); absent: the guest's page. */
  session?: PaintedSession;
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
  /** The login a signed-in paint was made for: the browser hydrates it only for that same login. */
  session?: { userId: number; startedAt: number };
}

/**
 * The cookie that lets the server paint a signed-in page (ADR 0048): `<startedAt>.<access token>`,
 * written by the web app whenever it stores tokens and removed at sign-out. The server reads it on
 * page requests only, never as a credential for the API.
 */
export const PAINT_COOKIE = 'hashi_paint';

/** The module the web app's SSR build exports. */
export interface FirstPaintRenderer {
  render(request: FirstPaintRequest): Promise<FirstPaintResult>;
  /** The search /search asks for at `url` (path and query), as the page builds it from the URL. */
  jobSearchRequest(url: string): JobSearchRequestInput;
}
