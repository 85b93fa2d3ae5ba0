import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../auth/test/render-route.tsx';
import { handlingPersonalInformationEn } from '../content/handling-personal-information.en.ts';
import { handlingPersonalInformationJa } from '../content/handling-personal-information.ja.ts';
import type { LegalDocument } from '../content/legal-document.ts';
import { privacyPolicyEn } from '../content/privacy-policy.en.ts';
import { privacyPolicyJa } from '../content/privacy-policy.ja.ts';
import { termsOfUseEn } from '../content/terms-of-use.en.ts';
import { termsOfUseJa } from '../content/terms-of-use.ja.ts';
import { aboutUsEn } from '../content/about-us.en.ts';
import { aboutUsJa } from '../content/about-us.ja.ts';
import { publicPagesRoutes } from '../public-pages-routes.tsx';
import { LegalPage } from './legal-page.tsx';
import { DEFAULT_OPERATOR } from '../content/operator.ts';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

const doc: LegalDocument = {
  title: 'Sample terms',
  revised: '2025-06-04',
  intro: ['Read this first.'],
  sections: [
    { id: 'one', heading: '1. First', blocks: ['Plain <b>text</b>, never HTML.', { list: ['a', 'b'] }] },
    {
      id: 'two',
      heading: '2. Second',
      blocks: [{ list: ['x', 'y'], ordered: true }, { links: [{ to: '/contact-us', label: 'Contact us' }] }],
    },
  ],
};

describe('LegalPage', () => {
  it('renders the title, revision date, a table of contents and each section under an h2', async () => {
    renderRoutes([{ path: '/doc', element: <LegalPage document={doc} lng="en" /> }], '/doc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sample terms' })).toBeTruthy();
    expect(screen.getByText('Last revised: 4 Jun 2025')).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['1. First', '#one'],
      ['2. Second', '#two'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '1. First' }).id).toBe('one');
    expect(screen.getByRole('region', { name: '2. Second' }).querySelector('ol')).toBeTruthy();
    // Text stays text: no element is made from the content.
    expect(screen.getByText('Plain <b>text</b>, never HTML.')).toBeTruthy();
    expect(document.querySelector('article b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.getByRole('article').getAttribute('lang')).toBe('en');
  });

  it('writes the date the Japanese way in Japanese', async () => {
    renderRoutes([{ path: '/doc', element: <LegalPage document={doc} lng="ja" /> }], '/doc');
    expect(await screen.findByText('最終改定日：2025年6月4日')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '目次' })).toBeTruthy();
  });

  it('keeps both languages of every document in step: same sections, same anchors', () => {
    const pairs = [
      [termsOfUseEn, termsOfUseJa],
      [privacyPolicyEn, privacyPolicyJa],
      [handlingPersonalInformationEn, handlingPersonalInformationJa],
      [aboutUsEn, aboutUsJa],
    ] as const;
    for (const [en, ja] of pairs) {
      expect(ja.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
      expect(ja.revised).toBe(en.revised);
      expect(new Set(en.sections.map((s) => s.id)).size).toBe(en.sections.length);
    }
    expect(termsOfUseEn.revised).toBe('2025-06-04');
    const fee = JSON.stringify(handlingPersonalInformationEn);
    expect(fee).toContain('1,000 yen');
    expect(fee).toContain('within 2 weeks');
    expect(JSON.stringify(handlingPersonalInformationJa)).toMatch(/1,000円[\s\S]*2週間以内/);
    expect(JSON.stringify(termsOfUseJa)).toContain('無料');
    // The server's inquiry retention (INQUIRY_RETENTION_DAYS, 365 by default; ADR 0029 revision 2).
    const retention = (doc: typeof privacyPolicyEn) => JSON.stringify(doc.sections.find((s) => s.id === 'retention'));
    expect(retention(privacyPolicyEn)).toContain('deleted one year after we answer them');
    expect(retention(privacyPolicyJa)).toContain('回答から1年が経過した時点で削除します');
  });
});

describe('the public document routes', () => {
  it('open the terms in the visitor’s language with their title', async () => {
    renderRoutes(publicPagesRoutes, '/terms-of-use');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '5. Fees' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Terms of Use | Hashi'));
  });

  it('open the handling of personal information in Japanese', async () => {
    await i18next.changeLanguage('ja');
    renderRoutes(publicPagesRoutes, '/handling-personal-information');
    expect(await screen.findByRole('heading', { level: 1, name: '個人情報の取扱いについて' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '4. 手数料' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('個人情報の取扱いについて | Hashi'));
  });
});

describe('the operator on the legal pages', () => {
  const pages = [
    ['/terms-of-use', 'en'],
    ['/privacy-policy', 'en'],
    ['/handling-personal-information', 'ja'],
    ['/about-us', 'ja'],
    ['/terms-of-use', 'ja'],
    ['/privacy-policy', 'ja'],
    ['/handling-personal-information', 'en'],
    ['/about-us', 'en'],
  ] as const;

  it.each(pages)(
    '%s (%s) names the operator, its registered office, representative and contact from one place',
    async (path, lng) => {
      await i18next.changeLanguage(lng);
      renderRoutes(publicPagesRoutes, path);
      const operator = DEFAULT_OPERATOR[lng];
      const name = await screen.findByText(operator.name);
      const details = name.closest('dl') as HTMLElement;
      expect(details).toBeTruthy();
      const terms = within(details)
        .getAllByRole('term')
        .map((dt) => dt.textContent);
      expect(terms).toEqual(
        lng === 'en'
          ? ['Company name', 'Registered office', 'Representative', 'Contact']
          : ['会社名', '本店所在地', '代表者', 'お問い合わせ先'],
      );
      expect(within(details).getByText(operator.registeredOffice)).toBeTruthy();
      expect(within(details).getByText(operator.representative)).toBeTruthy();
      expect(within(details).getByRole('link', { name: operator.email }).getAttribute('href')).toBe(
        `mailto:${operator.email}`,
      );
    },
  );

  it('is Hashi K.K. (株式会社ハシ) with a Tokyo registered office by default', () => {
    expect(DEFAULT_OPERATOR.en.name).toBe('Hashi K.K.');
    expect(DEFAULT_OPERATOR.ja.name).toBe('株式会社ハシ');
    expect(DEFAULT_OPERATOR.en.registeredOffice).toMatch(/Tokyo 1\d\d-\d{4}, Japan$/);
    expect(DEFAULT_OPERATOR.ja.registeredOffice).toMatch(/^〒1\d\d-\d{4} 東京都/);
  });
});
