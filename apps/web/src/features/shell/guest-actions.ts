/**
 * The calls to action a guest sees in the top bar and the drawer. Spec §2: no sign-up button on the
 * sign-up page. On /for-employer the visitor is a company: applicant sign-up would be a trap there,
 * so it offers the company account request and the employer console's login instead (ADR 0033).
 */
export type GuestAction = {
  key: 'login' | 'sign_up' | 'employer_login' | 'request_account';
  /** A path of the app, or `#…` for a place on the current page. */
  to: string;
  labelKey: string;
  primary: boolean;
};

export function guestActions(pathname: string): GuestAction[] {
  if (pathname === '/for-employer') {
    return [
      { key: 'employer_login', to: '/employer/login', labelKey: 'nav.employer_login', primary: false },
      { key: 'request_account', to: '#request', labelKey: 'nav.request_account', primary: true },
    ];
  }
  const actions: GuestAction[] = [{ key: 'login', to: '/login', labelKey: 'nav.login', primary: false }];
  if (pathname !== '/sign-up') actions.push({ key: 'sign_up', to: '/sign-up', labelKey: 'nav.sign_up', primary: true });
  return actions;
}
