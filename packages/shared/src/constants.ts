/** Business constants of spec §9, shared by the server and the web app. */
export const LOCALES = ['en', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const CLIENT_TYPE_APPLICANT_APP = 1;
export const REGISTRATION_COMPLETE_STEP = 4;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const EMAIL_CODE_LENGTH = 6;

/** Milliseconds, spec §9. */
export const REDIRECT_DELAY_MS = 1000;
export const LANGUAGE_CHANGE_DELAY_MS = 100;
export const SNACKBAR_MS = 3000;
export const SIGNUP_ERROR_CLEAR_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const POLLING_MS = 300_000;

/** Tokens, spec §4: an access token counts as expired one minute early; refresh is allowed up to an hour after expiry. */
export const ACCESS_TOKEN_EXPIRY_MARGIN_MS = 60_000;
export const REFRESH_GRACE_AFTER_EXPIRY_MS = 3_600_000;

/** Cookies, spec §9. */
export const TRACKING_COOKIE_MAX_AGE_S = 604_800;
export const DEFAULT_COOKIE_MAX_AGE_S = 2_592_000;
export const TRACKING_COOKIES = [
  'referer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'firstAccessUrl',
] as const;
export const LANGUAGE_COOKIE = 'hashi_lang';
export const APPLICANT_ID_COOKIE = 'hashi_applicant_id';
export const FOOTER_START_YEAR = 2020;
export const UNREAD_BADGE_MAX = 9;

/** Layout breakpoints (px): "md and smaller" means narrower than lg. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } as const;

/** Profile limits, spec §5 and §9. */
export const WORK_DETAIL_MAX = 4000;
export const IT_SKILLS_MAX = 2000;
export const ROLE_AND_SIZE_MAX = 2000;
export const WORK_SUMMARY_MAX = 10_000;
export const EDUCATIONS_MAX = 7;
export const MULTI_SELECT_MAX = 15;
export const PRIORITIES_MAX = 5;
export const CERTIFICATE_SCORE_MIN = 1;
export const CERTIFICATE_SCORE_MAX = 999_999.99;
export const EXPERIENCES_PER_PAGE = 10;
