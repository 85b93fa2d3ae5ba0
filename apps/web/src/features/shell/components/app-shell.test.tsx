import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderShell, shellTree } from '../../../test/render-shell.tsx';
import { setMockSession } from '../../../test/session-mock.ts';
import { setViewportWidth } from '../../../test/viewport.ts';
import i18next from 'i18next';
import { FIRST_PAINT_STATE_ID } from '@hashi/shared/first-paint';
import { logIn, mockApi } from '../../auth/test/mock-api.ts';
import { useUnreadCounts } from '../api/use-unread-counts.ts';

vi.mock('../../../lib/session/session.ts', () => import('../../../test/session-mock.ts'));
vi.mock('../../../lib/session/locale-sync.ts', () => ({ saveLocaleToServer: vi.fn(async () => {}) }));
vi.mock('../api/use-unread-counts.ts', () => ({ useUnreadCounts: vi.fn() }));

const DESKTOP = 1280;
const PHONE = 390;

beforeEach(() => {
  setMockSession('guest');
  vi.mocked(useUnreadCounts).mockReturnValue({ approaches: 0, messages: 0, notifications: 0 });
});

describe('guest top bar', () => {
  it('offers language, log in and sign up on desktop', () => {
    setViewportWidth(DESKTOP);
    renderShell('/somewhere');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: /language/i })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(header).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
  });

  it('leads a guest to the home page (logo) and the public job search', () => {
    setViewportWidth(DESKTOP);
    renderShell('/login');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Hashi 橋 home' }).getAttribute('href')).toBe('/');
    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/search');
  });

  it('offers the home page and the job search first in the phone menu', async () => {
    setViewportWidth(PHONE);
    renderShell('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    const hrefs = within(drawer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.slice(0, 2)).toEqual(['/', '/search']);
    expect(within(drawer).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(drawer).getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/search');
  });

  it('lists the footer’s company and legal pages in the phone menu, where the footer is not shown', async () => {
    setViewportWidth(PHONE);
    renderShell('/login');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    const legal = within(drawer).getByRole('navigation', { name: 'Site links' });
    const href = (name: string) => within(legal).getByRole('link', { name }).getAttribute('href');
    expect(href('About us')).toBe('/about-us');
    expect(href('Terms of use')).toBe('/terms-of-use');
    expect(href('Privacy policy')).toBe('/privacy-policy');
    expect(href('Handling of personal information')).toBe('/handling-personal-information');
    expect(screen.getByRole('link', { name: /FAQ \/ Inquiry/ }).getAttribute('href')).toBe('/faq');
  });

  it('hides the sign-up button on /sign-up', () => {
    setViewportWidth(DESKTOP);
    renderShell('/sign-up');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('offers a company the account request and the employer login on /for-employer, never the applicant sign-up', async () => {
    setViewportWidth(DESKTOP);
    const { unmount } = renderShell('/for-employer');
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Request an account' }).getAttribute('href')).toBe('#request');
    expect(within(header).getByRole('link', { name: 'Employer login' }).getAttribute('href')).toBe('/employer/login');
    unmount();

    setViewportWidth(PHONE);
    renderShell('/for-employer');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(drawer).queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Request an account' }).getAttribute('href')).toBe('#request');
    expect(within(drawer).getByRole('link', { name: 'Employer login' }).getAttribute('href')).toBe('/employer/login');
  });

  it('shows no bottom navigation and a menu icon on a phone', () => {
    setViewportWidth(PHONE);
    renderShell('/login');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });
});

describe('registered user', () => {
  beforeEach(() => setMockSession('registered'));

  it('gets the bottom navigation with the four destinations below lg', () => {
    setViewportWidth(1000);
    renderShell('/jobs');
    const nav = screen.getByRole('navigation', { name: 'Quick navigation' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/jobs', '/approach', '/messages', '/profile-settings']);
    expect(screen.getByRole('button', { name: 'Open settings menu' })).toBeTruthy();
  });

  it('shows "9+" on messages and a dot on approach when there are unread items', () => {
    vi.mocked(useUnreadCounts).mockReturnValue({ approaches: 2, messages: 14, notifications: 0 });
    setViewportWidth(PHONE);
    renderShell('/jobs');
    const nav = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(nav).getByText('9+')).toBeTruthy();
    const messages = within(nav).getByRole('link', { name: /Messages/ });
    expect(messages.textContent).toContain('14 unread');
    expect(within(nav).getByRole('link', { name: /Approach/ }).textContent).toContain('New items');
  });

  it('shows no badge when nothing is unread', () => {
    setViewportWidth(PHONE);
    const { container } = renderShell('/jobs');
    expect(container.querySelector('.hashi-badge')).toBeNull();
  });

  it('has no bottom navigation on desktop, and account settings in the account menu', async () => {
    setViewportWidth(DESKTOP);
    renderShell('/jobs');
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    const settings = within(menu).getByRole('menuitem', { name: 'Account settings' });
    expect(settings.getAttribute('href')).toBe('/account-settings');
    expect(settings.getAttribute('target')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
    expect(within(menu).getByRole('menuitemradio', { name: '日本語' })).toBeTruthy();
  });

  it('opens the bell dropdown with the empty state and a see-all link', async () => {
    logIn();
    mockApi({
      'GET /api/v2/customer/notification/all': {
        body: { messages: { unread: 0 }, scouts: 0, pinned: 0, unread: 0, admin_notifications: [] },
      },
    });
    setViewportWidth(DESKTOP);
    renderShell('/jobs');
    await userEvent.click(screen.getByRole('button', { name: /Open notifications/ }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all notifications' }).getAttribute('href')).toBe('/notifications');
  });
});

describe('user who has not finished registration', () => {
  beforeEach(() => setMockSession('unregistered'));

  /** Spec §6: the entry leads to the public FAQ, in a new tab, never to an in-app page. */
  const expectPublicFaq = (link: HTMLElement, href = '/faq') => {
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  };

  it('gets a menu icon, no bottom navigation, and account settings and the FAQ as the public FAQ in a new tab', async () => {
    setViewportWidth(PHONE);
    renderShell('/profile-registration');
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).queryByRole('link', { name: 'Account settings' })).toBeNull();
    expectPublicFaq(within(drawer).getByRole('link', { name: 'Account settings (opens in a new tab)' }));
    expectPublicFaq(within(drawer).getByRole('link', { name: 'FAQ / Inquiry (opens in a new tab)' }));
    expect(within(drawer).queryByRole('link', { name: /Refer a friend/ })).toBeNull();
    // Our social pages are not configured in tests: no link to a page that may not be ours.
    expect(within(drawer).queryByRole('link', { name: /Hashi on Facebook/ })).toBeNull();
  });

  it('has account settings and the FAQ open the public FAQ in a new tab from the desktop account menu', async () => {
    setViewportWidth(DESKTOP);
    renderShell('/profile-registration');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expectPublicFaq(within(menu).getByRole('menuitem', { name: 'Account settings (opens in a new tab)' }));
    expectPublicFaq(within(menu).getByRole('menuitem', { name: 'FAQ / Inquiry (opens in a new tab)' }));
  });

  it('uses the Japanese visitor FAQ in Japanese, in the menu and the drawer', async () => {
    vi.stubEnv('VITE_VISITOR_FAQ_URL_EN', 'https://visitor.example/en/faq');
    vi.stubEnv('VITE_VISITOR_FAQ_URL_JA', 'https://visitor.example/ja/faq');
    await i18next.changeLanguage('ja');
    onTestFinished(async () => {
      vi.unstubAllEnvs();
      await i18next.changeLanguage('en');
    });
    const ja = 'https://visitor.example/ja/faq';
    setViewportWidth(DESKTOP);
    const { unmount } = renderShell('/profile-registration');
    await userEvent.click(screen.getByRole('button', { name: 'アカウントメニュー' }));
    const menu = await screen.findByRole('menu');
    expectPublicFaq(within(menu).getByRole('menuitem', { name: 'アカウント設定 （新しいタブで開きます）' }), ja);
    expectPublicFaq(within(menu).getByRole('menuitem', { name: /^よくある質問/ }), ja);
    unmount();
    setViewportWidth(PHONE);
    renderShell('/profile-registration');
    await userEvent.click(screen.getByRole('button', { name: 'メニューを開く' }));
    const drawer = await screen.findByRole('presentation');
    expectPublicFaq(within(drawer).getByRole('link', { name: 'アカウント設定 （新しいタブで開きます）' }), ja);
    expectPublicFaq(within(drawer).getByRole('link', { name: /^よくある質問/ }), ja);
  });

  it('shows the social links in the drawer once their URLs are configured', async () => {
    vi.stubEnv('VITE_FACEBOOK_URL', 'https://www.facebook.com/example-hashi');
    vi.stubEnv('VITE_LINKEDIN_URL', 'https://www.linkedin.com/company/example-hashi');
    try {
      setViewportWidth(PHONE);
      renderShell('/profile-registration');
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('presentation');
      const facebook = within(drawer).getByRole('link', { name: /Hashi on Facebook/ });
      expect(facebook.getAttribute('href')).toBe('https://www.facebook.com/example-hashi');
      expect(within(drawer).getByRole('link', { name: /Hashi on LinkedIn/ })).toBeTruthy();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('footer', () => {
  const year = new Date().getFullYear();

  it('shows its links and the copyright range on desktop', () => {
    setViewportWidth(DESKTOP);
    renderShell('/login');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© 2020–${year} Hashi`)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/terms-of-use');
    // A guest's job search is the public one.
    expect(within(footer).getByRole('link', { name: 'Find jobs' }).getAttribute('href')).toBe('/search');
    expect(within(footer).getByRole('link', { name: 'For employers' }).getAttribute('href')).toBe('/for-employer');
    const faq = within(footer).getByRole('link', { name: /FAQ/ });
    expect(faq.getAttribute('target')).toBe('_blank');
    expect(faq.getAttribute('href')).toBe('/faq');
  });

  it('sends an applicant who has not finished registration to the public FAQ in a new tab (spec §6)', () => {
    setMockSession('unregistered');
    setViewportWidth(DESKTOP);
    renderShell('/jobs');
    const faq = within(screen.getByRole('contentinfo')).getByRole('link', { name: /FAQ/ });
    expect(faq.getAttribute('href')).toBe('/faq');
    expect(faq.getAttribute('target')).toBe('_blank');
  });

  it('links a signed-in user to the in-app FAQ page', () => {
    setMockSession('registered');
    setViewportWidth(DESKTOP);
    renderShell('/jobs');
    const faq = within(screen.getByRole('contentinfo')).getByRole('link', { name: /FAQ/ });
    expect(faq.getAttribute('href')).toBe('/faq-inquiry');
    expect(faq.getAttribute('target')).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Find jobs' }).getAttribute('href')).toBe(
      '/jobs',
    );
  });

  it('is hidden below lg', () => {
    setViewportWidth(1263);
    renderShell('/login');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it.each(['/profile-registration', '/welcome', '/cv-edit'])('is hidden on %s', (path) => {
    setMockSession('unregistered');
    setViewportWidth(DESKTOP);
    renderShell(path);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('keeps only the copyright on a conversation', () => {
    setMockSession('registered');
    setViewportWidth(DESKTOP);
    renderShell('/messages/AB12');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryAllByRole('link')).toHaveLength(0);
    expect(within(footer).getByText(`© 2020–${year} Hashi`)).toBeTruthy();
  });
});

describe('landmarks', () => {
  it('has a skip link to the main landmark', () => {
    setViewportWidth(DESKTOP);
    renderShell('/login');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });
});

describe('painted by the server (ADR 0043)', () => {
  /** The shell as the server paints it, hydrated at `width` as the browser does once it is used. */
  async function paintThenHydrate(path: string, width: number) {
    setViewportWidth(width);
    const container = document.createElement('div');
    // The server renders with every Suspense boundary resolved (entry-server.tsx): the page area's
    // lazy theme is loaded first by a client render, so that renderToString need not wait for it.
    const warm = renderShell(path);
    await within(warm.container).findByRole('heading', { level: 1 });
    warm.unmount();
    container.innerHTML = renderToString(shellTree(path).ui);
    // As the server sends it: the state script beside #root, the page area not live yet.
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = FIRST_PAINT_STATE_ID;
    delete document.documentElement.dataset.pageArea;
    document.body.append(container, state);
    const painted = {
      desktop: container.querySelector('.hashi-only-desktop'),
      phone: container.querySelector('.hashi-only-phone'),
    };
    const ui = shellTree(path).ui;
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    onTestFinished(() => {
      act(() => root?.unmount());
      container.remove();
      state.remove();
    });
    return { container, painted };
  }

  it('paints both top bars and the footer, each marked for its width, so the HTML fits any width without JS', async () => {
    const { painted, container } = await paintThenHydrate('/login', DESKTOP);
    // Both were in the server's HTML: the desktop bar with its log in and language menu, the phone's with its menu.
    expect(painted.desktop?.querySelector('header a[href="/login"]')).toBeTruthy();
    expect(painted.desktop?.querySelector('button[aria-haspopup]')).toBeTruthy();
    expect(painted.phone?.querySelector('header button[aria-label="Open menu"]')).toBeTruthy();
    const footers = container.querySelectorAll('.hashi-only-desktop footer');
    expect(footers).toHaveLength(1);
  });

  it('keeps only the layout of the width once the app is live, the visible bar’s nodes untouched', async () => {
    const desktop = await paintThenHydrate('/login', DESKTOP);
    const paintedLogIn = desktop.painted.desktop?.querySelector('header a[href="/login"]');
    const paintedHeading = desktop.container.querySelector('main h1');
    await waitFor(() => expect(desktop.container.querySelector('.hashi-only-phone')).toBeNull());
    // Not before the page area was live: its painted nodes were hydrated, not rendered afresh.
    expect(document.documentElement.dataset.pageArea).toBe('live');
    expect(paintedHeading?.isConnected).toBe(true);
    expect(desktop.container.querySelector('main h1')).toBe(paintedHeading);
    expect(within(desktop.container).getByRole('banner').querySelector('a[href="/login"]')).toBe(paintedLogIn);
    expect(within(desktop.container).getByRole('contentinfo')).toBeTruthy();

    const phone = await paintThenHydrate('/login', PHONE);
    await waitFor(() => expect(phone.container.querySelector('.hashi-only-desktop')).toBeNull());
    expect(within(phone.container).getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(within(phone.container).queryByRole('contentinfo')).toBeNull();
  });
});
