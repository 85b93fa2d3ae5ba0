import type { JobSearchSuggestion } from '@hashi/shared/job-search.schema';
import { RemoteOption, VisaSponsorship } from '@hashi/shared/jobs-enums';
import { placeTerms } from './keyword-places.ts';
import { phraseLexemes } from './search-document.ts';

/**
 * The keyword's synonyms and the words that name a filter (ADR 0035). Maintained here, in code
 * reviewed like code: a short list of the abbreviations and spellings engineers type, in both
 * languages. Each set is a group of equivalent terms; a term of the keyword that is one of a set's
 * members (whole, after NFKC and lower-casing) matches a posting holding any member. Members are
 * phrases as `job_search_tsquery` reads them (a member of two words needs both).
 */
export const SYNONYM_SETS: readonly (readonly string[])[] = [
  ['go', 'golang'],
  ['javascript', 'js'],
  ['typescript', 'ts'],
  ['kubernetes', 'k8s'],
  ['machine learning', 'ml', '機械学習'],
  ['ai', '人工知能'],
  ['frontend', 'front-end', 'フロントエンド', 'フロント'],
  ['backend', 'back-end', 'バックエンド'],
  ['infrastructure', 'infra', 'インフラ'],
  ['database', 'db', 'データベース'],
  ['postgresql', 'postgres'],
  ['node.js', 'nodejs', 'node'],
  ['react', 'reactjs'],
  ['visa', 'ビザ'],
  ['remote', 'リモート', 'リモートワーク', 'テレワーク', '在宅勤務'],
];

/** Filters a keyword term stands for: the term suggests the filter rather than (only) the text. */
export const FILTER_TERMS: ReadonlyArray<{ terms: readonly string[]; filter: SuggestedFilter }> = [
  {
    terms: ['visa', 'ビザ', 'sponsorship', 'ビザサポート'],
    filter: { visa_sponsorship: [VisaSponsorship.Yes, VisaSponsorship.CaseByCase] },
  },
  {
    terms: ['remote', 'リモート', 'リモートワーク', 'テレワーク', '在宅勤務', 'フルリモート', 'wfh'],
    filter: { remote_options: [RemoteOption.FullyRemoteJapan] },
  },
];

export type SuggestedFilter = JobSearchSuggestion['filters'];

/** Punctuation a user may leave around a term ("JS," 「ビザ」). */
const EDGE_PUNCTUATION = /^[,.;:!?、。・「」『』()（）[\]"']+|[,.;:!?、。・「」『』()（）[\]"']+$/gu;
const normalizeTerm = (term: string) => term.normalize('NFKC').toLowerCase().replace(EDGE_PUNCTUATION, '');

const setOf = new Map<string, readonly string[]>();
for (const set of SYNONYM_SETS) for (const member of set) setOf.set(normalizeTerm(member), set);
const filterOf = new Map<string, SuggestedFilter>();
for (const { terms, filter } of FILTER_TERMS) for (const term of terms) filterOf.set(normalizeTerm(term), filter);

export interface ExpandedKeyword {
  /** The terms without synonyms, as one phrase (every word needed, as before); '' when none. */
  plain: string;
  /** One group per term with synonyms: a posting needs any member of each group. */
  groups: string[][];
}

/** The terms of a keyword: split at white space, edge punctuation dropped. */
export function keywordTerms(keyword: string): string[] {
  return keyword
    .normalize('NFKC')
    .split(/\s+/u)
    .map(normalizeTerm)
    .filter((t) => t.length > 0);
}

/**
 * The keyword as plain terms and synonym groups, a prefecture written in full read as the document
 * holds it (東京都 → 東京: keyword-places.ts). A keyword with neither is `{ plain: keyword, groups: [] }`.
 */
export function expandKeyword(keyword: string): ExpandedKeyword {
  const written = keywordTerms(keyword);
  const terms = written.flatMap(placeTerms);
  const placed = terms.length !== written.length || terms.some((t, i) => t !== written[i]);
  const groups = terms.flatMap((t) => {
    const set = setOf.get(t);
    return set ? [[...set]] : [];
  });
  if (groups.length === 0 && !placed) return { plain: keyword, groups: [] };
  const plain = terms.filter((t) => !setOf.has(t)).join(' ');
  // A plain part without lexemes ("!!!") would make the whole query null: it is left out.
  return { plain: phraseLexemes(plain).length > 0 ? plain : '', groups };
}

/** The filters named by terms of the keyword, each with the keyword that remains without its term. */
export function filterSuggestions(keyword: string): Array<{ term: string; filter: SuggestedFilter; rest: string }> {
  const terms = keywordTerms(keyword);
  return terms.flatMap((term, i) => {
    const filter = filterOf.get(term);
    if (!filter) return [];
    return [{ term, filter, rest: terms.filter((_, j) => j !== i).join(' ') }];
  });
}
