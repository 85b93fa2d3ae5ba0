import type { Locale } from '@hashi/shared/constants';
import type { JobPostingDetail } from '@hashi/shared/job-posting.schema';
import {
  JobPostingStatus,
  POSTING_LANGUAGE_LOCALES,
  type PostingLanguage,
  RemoteOption,
} from '@hashi/shared/jobs-enums';
import type { Deps } from '../../platform/deps.ts';
import { absoluteUrl, type PageHead } from '../../platform/http/spa-page.ts';
import { findPosting } from './job-postings.repository.ts';
import { readPostingDetail } from './job-postings.service.ts';

/**
 * The head of the public job page /search/{id} (ADR 0032): title, description, canonical URL and
 * hreflang alternates for the languages the posting is written in, Open Graph tags, and schema.org
 * `JobPosting` data while the posting is published and open. A posting that was published and is
 * now closed (or suspended) answers 410, one never published or unknown 404: both noindex, no
 * structured data, and still the web app, which shows its own message.
 */

/** Days ahead a listing is stated valid (`validThrough`); restated each time the page is read. */
export const LISTING_HORIZON_DAYS = 30;

/** Employment-type master ids (seed: work-conditions.ts) → schema.org / Google employmentType. */
const EMPLOYMENT_TYPES: Record<number, string> = {
  1: 'FULL_TIME',
  2: 'TEMPORARY',
  3: 'TEMPORARY',
  4: 'PART_TIME',
  5: 'CONTRACTOR',
  6: 'INTERN',
};

const MAX_ID = 2_147_483_647;

/** Text for a meta description: one line, at most 160 characters, cut at a word when it can be. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** schema.org JobPosting of a published posting, as the details call answers it in one language. */
export function jobPostingLd(
  detail: JobPostingDetail,
  where: { appUrl: string; url: string },
  now: Date,
): Record<string, unknown> {
  const { appUrl, url } = where;
  const remote =
    detail.remote_option === RemoteOption.FullyRemoteJapan || detail.remote_option === RemoteOption.FullyRemoteOverseas;
  const { min, max } = detail.salary;
  const validThrough = new Date(now.getTime() + LISTING_HORIZON_DAYS * 86_400_000);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: detail.title,
    description: detail.description,
    identifier: { '@type': 'PropertyValue', name: 'Hashi', value: String(detail.id) },
    url,
    datePosted: detail.published_at,
    validThrough: validThrough.toISOString(),
    employmentType: EMPLOYMENT_TYPES[detail.employment_type.id] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: detail.company.name,
      ...(detail.company.website_url ? { sameAs: detail.company.website_url } : {}),
      ...(detail.company.logo_url ? { logo: absoluteUrl(appUrl, detail.company.logo_url) } : {}),
    },
    directApply: true,
  };
  if (detail.prefectures.length > 0) {
    ld.jobLocation = detail.prefectures.map((prefecture) => ({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressRegion: prefecture.name,
        ...(detail.city && detail.prefectures.length === 1 ? { addressLocality: detail.city.name } : {}),
        addressCountry: 'JP',
      },
    }));
  }
  if (remote) {
    ld.jobLocationType = 'TELECOMMUTE';
    // Fully remote within Japan: applicants must live in Japan. Open to overseas: no country is required.
    if (detail.remote_option === RemoteOption.FullyRemoteJapan) {
      ld.applicantLocationRequirements = { '@type': 'Country', name: 'Japan' };
    }
  }
  if (min !== null || max !== null) {
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: detail.salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        ...(min !== null && max !== null && min !== max ? { minValue: min, maxValue: max } : { value: min ?? max }),
        unitText: 'YEAR',
      },
    };
  }
  return ld;
}

const GONE: Record<Locale, { title: string; description: string }> = {
  en: {
    title: 'This job posting has closed | Hashi',
    description: 'This job posting is no longer open. Search other IT jobs in Japan on Hashi.',
  },
  ja: {
    title: 'この求人の募集は終了しました | Hashi',
    description: 'この求人の募集は終了しています。Hashiで他の日本のIT求人をお探しください。',
  },
};
const MISSING: Record<Locale, { title: string; description: string }> = {
  en: { title: 'Job posting not found | Hashi', description: 'The job posting you are looking for is not found.' },
  ja: {
    title: '求人が見つかりません | Hashi',
    description: 'お探しの求人は見つかりませんでした。',
  },
};

/**
 * What /search/{rawId} answers: its status and head. `locale` is the page's language, `explicit`
 * whether the URL chose it (`?lang=`): the language-neutral URL is its own canonical (x-default).
 */
export async function postingPage(
  deps: Deps,
  rawId: string,
  locale: Locale,
  explicit: boolean,
): Promise<{ status: number; head: PageHead }> {
  const appUrl = deps.config.APP_URL;
  const path = `/search/${encodeURIComponent(rawId)}`;
  const here = absoluteUrl(appUrl, path, explicit ? locale : undefined);
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  const posting = id !== null && id <= MAX_ID ? await findPosting(deps.db, id) : undefined;
  const open = posting?.status === JobPostingStatus.Published && !posting.is_closed;
  if (!posting || !open) {
    const gone = posting !== undefined && posting.published_at !== null;
    const text = (gone ? GONE : MISSING)[locale];
    return {
      status: gone ? 410 : 404,
      head: { locale, ...text, canonical: here, alternates: [], ogType: 'website', noindex: true },
    };
  }
  const detail = await readPostingDetail(deps, { kind: 'guest' }, locale, posting.id);
  const languages = POSTING_LANGUAGE_LOCALES[posting.posting_language as PostingLanguage];
  const shown = detail.content_language as Locale;
  // A posting written in one language has one language version: the other URL points to it.
  const canonical = explicit || languages.length === 1 ? absoluteUrl(appUrl, path, shown) : here;
  const alternates: PageHead['alternates'] = languages.map((l) => ({
    hreflang: l,
    href: absoluteUrl(appUrl, path, l),
  }));
  if (languages.length > 1) alternates.push({ hreflang: 'x-default', href: absoluteUrl(appUrl, path) });
  const title = `${detail.title} – ${detail.company.name} | Hashi`;
  return {
    status: 200,
    head: {
      locale,
      title,
      description: summary(detail.description || detail.title),
      canonical,
      alternates,
      ogType: 'article',
      ogImage: detail.company.logo_url ? absoluteUrl(appUrl, detail.company.logo_url) : null,
      jsonLd: jobPostingLd(detail, { appUrl, url: absoluteUrl(appUrl, path, shown) }, deps.now()),
    },
  };
}
