import type { Locator, Page } from 'playwright-core';
import { appUrl } from './app-server.ts';
import { randomClientAddress } from './api.ts';
import type { Lang } from './browser.ts';
import { inboxMark, linkIn, waitForMail } from './inbox.ts';
import { t } from './texts.ts';

/** Waits until the app shows `pathname` (and, if given, exactly this search string). */
export async function waitForPath(page: Page, pathname: string, search?: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname && (search === undefined || url.search === search));
}

/** The card of an account page: a region named by its heading (AuthPage). */
export function authCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The input labelled `label` (a required field's label ends with an asterisk). */
export function field(scope: Locator | Page, label: string): Locator {
  return scope.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}\\s*\\*?\\s*$`));
}

/** Waits for the page's h1 to read `title`. */
export async function waitForHeading(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/**
 * A page the server painted loads the app at the visitor's first sign of use (ADR 0043): moves the
 * pointer, as a visitor does, and waits until the app has taken the page over.
 */
export async function bringToLife(page: Page): Promise<void> {
  await page.mouse.move(3, 3);
  await page.locator('html[data-page-area="live"]').waitFor({ state: 'attached' });
}

/** Fills and sends the login form of /login (the page must be open). */
export async function submitLogin(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  const card = authCard(page, t(lang, 'auth:login.title'));
  await field(card, t(lang, 'auth:login.email_label')).fill(email);
  await field(card, t(lang, 'auth:login.password_label')).fill(password);
  await card.getByRole('button', { name: t(lang, 'auth:login.submit'), exact: true }).click();
}

/** Fills and sends the sign-up form of /sign-up (the page must be open), terms accepted. */
export async function submitSignUp(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  const form = authCard(page, t(lang, 'auth:sign_up.title'));
  await field(form, t(lang, 'auth:sign_up.email_label')).fill(email);
  await field(form, t(lang, 'auth:sign_up.password_label')).fill(password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: t(lang, 'auth:sign_up.submit'), exact: true }).click();
}

/**
 * Opens an invitation link (`/sign-up?invitation_token=…`) and signs up through its form, as an
 * invited friend does; returns the e-mail verification link the sign-up mails.
 */
export async function signUpWithLink(
  page: Page,
  lang: Lang,
  link: string,
  account: { email: string; password: string },
): Promise<string> {
  await page.goto(link);
  await waitForHeading(page, t(lang, 'auth:sign_up.title'));
  const since = await inboxMark();
  await submitSignUp(page, lang, account.email, account.password);
  await waitForPath(page, '/successregistration');
  return linkIn(await waitForMail(account.email, { since }), '/email-verification');
}

/**
 * A verified account made through the API, as a precondition for journeys about something else
 * (the sign-up journey itself goes through the UI). The verification link comes from the mail.
 */
export async function createVerifiedAccount(lang: Lang, email: string, password: string): Promise<void> {
  const origin = appUrl();
  const since = await inboxMark();
  // Each precondition account comes from its own client address (the server trusts the proxy
  // header in the e2e setup), as real sign-ups do: the per-IP sign-up limit is for one client.
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-localization': lang,
    'x-forwarded-for': randomClientAddress(),
  };
  const signup = await fetch(`${origin}/api/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, terms_agreed: true, locale: lang }),
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const mail = await waitForMail(email, { since });
  const token = new URL(linkIn(mail, '/email-verification')).searchParams.get('token');
  const verify = await fetch(`${origin}/api/v1/signup/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  });
  if (verify.status !== 200) throw new Error(`verification failed: ${verify.status} ${await verify.text()}`);
}

/** Which account is logged in, as the account menu shows it (its first line is the e-mail address). */
export async function expectLoggedInAs(page: Page, lang: Lang, email: string): Promise<void> {
  await page.getByRole('button', { name: t(lang, 'common:a11y.account_menu'), exact: true }).click();
  await page.getByRole('menu').getByText(email, { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}

/** Logs out through the account menu. */
export async function logOutFromMenu(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: t(lang, 'common:a11y.account_menu'), exact: true }).click();
  await page.getByRole('menuitem', { name: t(lang, 'common:nav.logout'), exact: true }).click();
}

/** The registration wizard has opened (spec §4: where a new applicant lands). */
export async function waitForRegistration(page: Page, lang: Lang): Promise<void> {
  await waitForPath(page, '/profile-registration');
  await waitForHeading(page, t(lang, 'registration:page.title'));
}
