import { UserType } from '@hashi/shared/enums';

/**
 * The two consoles (ADR 0020). Each signs in through `POST /api/v1/login` with its own client type
 * (ADR 0019: 2 the employer console, 3 the admin console) and admits only its own user type.
 */
export type ConsoleKind = 'employer' | 'admin';

export type ConsoleConfig = {
  kind: ConsoleKind;
  clientType: number;
  userType: number;
  /** The console's base path; its login page is `${base}/login`. */
  base: string;
  /** Where a fresh login lands. */
  home: string;
};

export const CONSOLES: Record<ConsoleKind, ConsoleConfig> = {
  employer: {
    kind: 'employer',
    clientType: 2,
    userType: UserType.Company,
    base: '/employer',
    home: '/employer/job-postings',
  },
  admin: { kind: 'admin', clientType: 3, userType: UserType.Admin, base: '/admin', home: '/admin/job-postings' },
};

export const consoleLoginPath = (kind: ConsoleKind) => `${CONSOLES[kind].base}/login`;

/**
 * The `redirect` query of a console login: only a page of the same console (never another host,
 * another console or the login page itself), so a crafted link cannot send the user elsewhere.
 */
export function consoleRedirect(kind: ConsoleKind, raw: string | null | undefined): string {
  const { base, home } = CONSOLES[kind];
  if (!raw || raw.startsWith('//') || raw.startsWith('/\\')) return home;
  const inside = raw === base || raw.startsWith(`${base}/`) || raw.startsWith(`${base}?`);
  if (!inside || raw.startsWith(`${base}/login`)) return home;
  return raw;
}

/** The console's login page, remembering the requested page for after the login. */
export function consoleLoginUrl(kind: ConsoleKind, requested: { pathname: string; search: string }): string {
  const target = `${requested.pathname}${requested.search}`;
  const login = consoleLoginPath(kind);
  return target === CONSOLES[kind].base || target === `${CONSOLES[kind].base}/`
    ? login
    : `${login}?${new URLSearchParams({ redirect: target })}`;
}
