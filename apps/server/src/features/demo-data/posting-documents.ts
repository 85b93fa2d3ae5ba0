import type { Database } from '../../platform/db/database.ts';
import { type PlaceName, postingPlaceNames, postingSearchDocument } from '../job-search/search-document.ts';
import type { DemoCompany } from './company-generator.ts';
import { allMasterNames } from './demo-data.repository.ts';
import type { DemoPosting } from './posting-generator.ts';

/**
 * The keyword document of each generated posting, computed in TypeScript (ADR 0015 "Keyword
 * document"): the SQL functions the insert trigger would run cost ≈ 3 ms a posting on PGlite, this a
 * few tens of microseconds. The trigger keeps a document an insert passes. The inputs are the same
 * as `job_posting_search_document()`'s: both languages' title, description, requirements and
 * preferred skills, the company's names, the role's names, the names of every skill named and the
 * names of the posting's prefectures and city (ADR 0035 "Place names").
 */
export type WithSearchDocument = DemoPosting & { search_document: string };

type Names = ReadonlyMap<number, readonly string[]>;

async function namesOf(db: Database, table: 'job_positions' | 'skills'): Promise<Names> {
  const rows = await allMasterNames(db, table);
  return new Map(rows.map((r) => [r.id, [r.name_en, r.name_ja]]));
}

async function placesOf(db: Database, table: 'japan_prefectures' | 'cities'): Promise<ReadonlyMap<number, PlaceName>> {
  const rows = await allMasterNames(db, table);
  return new Map(rows.map((r) => [r.id, { en: r.name_en, ja: r.name_ja }]));
}

/** Reads the role and skill names once; answers a function that gives a posting its document. */
export async function searchDocumenter(
  db: Database,
  companies: readonly DemoCompany[],
): Promise<(posting: DemoPosting) => WithSearchDocument> {
  const [roles, skills, prefectures, cities] = await Promise.all([
    namesOf(db, 'job_positions'),
    namesOf(db, 'skills'),
    placesOf(db, 'japan_prefectures'),
    placesOf(db, 'cities'),
  ]);
  const companyNames: Names = new Map(companies.map((c) => [c.id, [c.row.name_en, c.row.name_ja]]));
  return (p) => ({
    ...p,
    search_document: postingSearchDocument({
      texts: [
        p.title_en,
        p.title_ja,
        p.description_en,
        p.description_ja,
        p.requirements_en,
        p.requirements_ja,
        p.preferred_en,
        p.preferred_ja,
      ],
      companyNames: companyNames.get(p.company_id) ?? [],
      jobPositionNames: roles.get(p.job_position_id) ?? [],
      skillNames: [...new Set([...p.skill_ids, ...p.featured_skill_ids])].flatMap((id) => skills.get(id) ?? []),
      placeNames: postingPlaceNames(
        p.prefecture_ids.flatMap((id) => prefectures.get(id) ?? []),
        (p.city_id === null ? undefined : cities.get(p.city_id)) ?? null,
      ),
    }),
  });
}

/** The postings as they come, each with its document. */
export function* withSearchDocuments(
  postings: Iterable<DemoPosting>,
  document: (posting: DemoPosting) => WithSearchDocument,
): Generator<WithSearchDocument> {
  for (const posting of postings) yield document(posting);
}
