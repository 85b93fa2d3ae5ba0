import type {
  CompanyDetail,
  CompanyDocument,
  CompanyInfo,
  CompanyLogoJob,
  CompanySearchRequest,
  CompanySearchResponse,
} from '@hashi/shared/company.schema';
import type { Locale } from '@hashi/shared/constants';
import { APPEAL_POSITION_DOCUMENT, CompanyDocumentType } from '@hashi/shared/jobs-enums';
import type { MasterListName } from '@hashi/shared/masters.schema';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { searchTerms } from '../masters/search-text.ts';
import {
  type CompanyRecord,
  companiesWithLogoAndPostings,
  companyAppeals,
  companyDocuments,
  type DocumentRecord,
  findCompanies,
  findDocument,
  openPostingCounts,
  searchCompanies as findCompaniesBy,
} from './companies.repository.ts';
import { renderArtwork } from './company-artwork.ts';
import { contentLanguage, textIn } from './content-language.ts';
import { type Labeler, labeler } from './master-labels.ts';

/** The lists a company's labels come from. */
export const COMPANY_LISTS = [
  'japan-prefectures',
  'cities',
  'company-sizes',
  'industries',
] as const satisfies readonly MasterListName[];

/** Where the web app loads a document: its own URL, or our image route (stored or drawn files). */
export function documentUrl(document: Pick<DocumentRecord, 'id' | 'source' | 'url'>): string {
  return document.source === 'url' && document.url ? document.url : `/api/v1/company-documents/${document.id}/image`;
}

/** A short field in the requested language, else in the other one. */
function either(row: CompanyRecord, field: 'ceo_name' | 'address' | 'name', locale: Locale): string | null {
  return textIn(row, field, locale) ?? textIn(row, field, locale === 'en' ? 'ja' : 'en');
}

/** Company information as a job detail shows it (spec §2). */
export function companyInfo(
  labels: Labeler,
  row: CompanyRecord,
  locale: Locale,
  images: { logo: string | null; cover: string | null },
): CompanyInfo {
  return {
    id: row.id,
    name: either(row, 'name', locale) ?? row.name_en,
    ceo_name: either(row, 'ceo_name', locale),
    location: {
      prefecture: labels.one('japan-prefectures', row.prefecture_id),
      city: labels.one('cities', row.city_id),
      address: either(row, 'address', locale),
    },
    founded_on: row.founded_on,
    capital_jpy: row.capital_jpy === null ? null : Number(row.capital_jpy),
    company_size: labels.one('company-sizes', row.company_size_id),
    is_listed: row.is_listed,
    industry: labels.one('industries', row.industry_id),
    industries: labels.many('industries', row.industry_ids),
    website_url: row.website_url,
    logo_url: images.logo,
    cover_url: images.cover,
  };
}

/** The first-ranked logo of each company. */
export function logoUrls(db: Database, companyIds: readonly number[]): Promise<Map<number, string>> {
  return imageUrls(db, companyIds, CompanyDocumentType.Logo);
}

/** The first-ranked image of this type of each company. */
export async function imageUrls(
  db: Database,
  companyIds: readonly number[],
  payloadType: number,
): Promise<Map<number, string>> {
  const documents = await companyDocuments(db, companyIds, payloadType);
  const urls = new Map<number, string>();
  for (const d of documents) if (!urls.has(d.company_id)) urls.set(d.company_id, documentUrl(d));
  return urls;
}

/** GET /api/v1/companies/{id}: the company, its appeals and documents, its open postings count. */
export async function showCompany(deps: Deps, locale: Locale, id: number): Promise<{ data: CompanyDetail }> {
  const [row] = await findCompanies(deps.db, [id]);
  if (!row) throw notFound();
  const [appeals, documents, counts, labels] = await Promise.all([
    companyAppeals(deps.db, id),
    companyDocuments(deps.db, [id]),
    openPostingCounts(deps.db, [id]),
    labeler(deps, locale, COMPANY_LISTS),
  ]);
  const available: Locale[] = [];
  for (const language of ['en', 'ja'] as const) {
    const hasProse = row[`description_${language}`] || appeals.some((a) => a[`body_${language}`]);
    if (hasProse) available.push(language);
  }
  const language = contentLanguage(locale, available);
  const shown: CompanyDocument[] = documents.map((d) => ({
    id: d.id,
    payload_type: d.payload_type as CompanyDocument['payload_type'],
    rank: d.rank,
    url: documentUrl(d),
  }));
  const image = (type: number) => shown.find((d) => d.payload_type === type)?.url ?? null;
  return {
    data: {
      ...companyInfo(labels, row, locale, {
        logo: image(CompanyDocumentType.Logo),
        cover: image(CompanyDocumentType.Cover),
      }),
      description: textIn(row, 'description', language),
      appeals: appeals
        .map((a) => ({
          position: a.position,
          title: textIn(a, 'title', language),
          body: textIn(a, 'body', language),
          image_url: image(APPEAL_POSITION_DOCUMENT[a.position]),
        }))
        .sort((a, b) => APPEAL_POSITION_DOCUMENT[a.position] - APPEAL_POSITION_DOCUMENT[b.position]),
      documents: shown,
      content_language: language,
      open_postings_count: counts.get(id) ?? 0,
    },
  };
}

/** POST /api/v1/companies/search: a page of companies by name keyword, industries, prefecture, size. */
export async function searchCompanies(
  deps: Deps,
  locale: Locale,
  input: CompanySearchRequest,
): Promise<CompanySearchResponse> {
  const { page, per_page } = input;
  const { rows, total } = await findCompaniesBy(deps.db, {
    terms: searchTerms(input.keyword),
    industryIds: input.industries ?? [],
    prefectureId: input.japan_prefecture_id ?? null,
    companySizeId: input.company_size_id ?? null,
    nameColumn: locale === 'ja' ? 'name_ja' : 'name_en',
    limit: per_page,
    offset: (page - 1) * per_page,
  });
  const ids = rows.map((r) => r.id);
  const [logos, counts, labels] = await Promise.all([
    logoUrls(deps.db, ids),
    openPostingCounts(deps.db, ids),
    labeler(deps, locale, COMPANY_LISTS),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: locale === 'ja' ? r.name_ja : r.name_en,
      logo_url: logos.get(r.id) ?? null,
      industry: labels.one('industries', r.industry_id),
      prefecture: labels.one('japan-prefectures', r.prefecture_id),
      company_size: labels.one('company-sizes', r.company_size_id),
      open_postings_count: counts.get(r.id) ?? 0,
    })),
    meta: { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
  };
}

type LogoJobRow = Awaited<ReturnType<typeof companiesWithLogoAndPostings>>[number] & { logo_url: string };

/**
 * The landing page's list is the same for every guest and counting every open posting grows with
 * the table, so the answer is kept for a minute per database (the promise, shared by concurrent
 * first requests). New postings show on the landing page within that minute.
 */
const LOGO_JOBS_TTL_MS = 60_000;
const LOGO_JOBS_MAX = 100;
const logoJobsCache = new WeakMap<Database, { at: number; rows: Promise<LogoJobRow[]> }>();

async function loadLogoJobs(db: Database): Promise<LogoJobRow[]> {
  const rows = await companiesWithLogoAndPostings(db, LOGO_JOBS_MAX);
  const logos = await logoUrls(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r) => {
    const logo = logos.get(r.id);
    return logo ? [{ ...r, logo_url: logo }] : [];
  });
}

/** Forgets the cached landing-page list (tests, and after bulk changes such as seeding). */
export function forgetCompanyLogoJobs(db: Database): void {
  logoJobsCache.delete(db);
}

/** GET /api/v1/visitor/company-logo-jobs. */
export async function companyLogoJobs(deps: Deps, locale: Locale, limit: number): Promise<{ data: CompanyLogoJob[] }> {
  const now = deps.now().getTime();
  let entry = logoJobsCache.get(deps.db);
  if (!entry || now - entry.at > LOGO_JOBS_TTL_MS) {
    const rows = loadLogoJobs(deps.db);
    rows.catch(() => logoJobsCache.delete(deps.db));
    entry = { at: now, rows };
    logoJobsCache.set(deps.db, entry);
  }
  const rows = await entry.rows;
  return {
    data: rows.slice(0, limit).map((r) => ({
      id: r.id,
      name: locale === 'ja' ? r.name_ja : r.name_en,
      logo_url: r.logo_url,
      open_postings_count: r.count,
    })),
  };
}

/** The bytes behind GET /api/v1/company-documents/{id}/image: a drawn SVG or a stored file. */
export async function documentImage(
  deps: Deps,
  id: number,
): Promise<{ contentType: string; body: string | NodeJS.ReadableStream }> {
  const document = await findDocument(deps.db, id);
  if (!document) throw notFound();
  if (document.source === 'generated') {
    return { contentType: 'image/svg+xml; charset=utf-8', body: renderArtwork(document) };
  }
  if (document.source === 'file' && document.storage_key && document.mime_type) {
    const stream = await fileStorage(deps.config).read(document.storage_key);
    if (stream) return { contentType: document.mime_type, body: stream };
  }
  // An external URL is linked directly, never proxied or redirected to.
  throw notFound();
}
