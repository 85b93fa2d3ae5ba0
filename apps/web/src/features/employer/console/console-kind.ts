import { UserType } from '@hashi/shared/enums';
import { loginUrlFor } from '../../auth/guards/guard-decisions.ts';
import { sitePath } from '../../auth/login-flow.ts';

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
  const path = sitePath(raw);
  if (!path) return home;
  const inside = path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`);
  if (!inside || path.startsWith(`${base}/login`)) return home;
  return path;
}

/** The console's login page, remembering the requested page for after the login. */
export function consoleLoginUrl(kind: ConsoleKind, requested: { pathname: string; search: string }): string {
  const { base } = CONSOLES[kind];
  return loginUrlFor(consoleLoginPath(kind), requested, [base, `${base}/`]);
}
