import type { CvProposals } from '@hashi/shared/cv-parse.schema';
import { type CertificateEntry, namePattern, nameIn } from './cv-dictionary.ts';
import { findYearMonths } from './extract-dates.ts';
import { isJlptLine } from './extract-languages.ts';
import { type CvLine, sourceOf } from './extract-lines.ts';

/** Words around a license name that are not part of it: 合格 (passed), 取得 (obtained) … */
const NOISE = /\s*(?:合格|取得|登録|修了|passed|obtained|certified\s+in)\s*$/i;
const ROW_NOISE = /^(?:[-•・*]\s*|年\s*月\s*|以上$)/;

/**
 * The names a certificate goes by. `loose` (a line of the licenses section) adds the short forms
 * people write there — aliases, and names without "Examination" — which elsewhere in a CV would
 * mistake a job title ("Project Manager") for a certificate.
 */
function certificateNames(entry: CertificateEntry, loose: boolean): string[] {
  const names = new Set<string>([entry.en, entry.ja]);
  for (const name of [entry.en, entry.ja]) names.add(name.replace(/\s*\([^)]*\)\s*$/, ''));
  if (loose) {
    for (const alias of entry.aliases) if (alias.length >= 3 || /[^\x20-\x7e]/.test(alias)) names.add(alias);
    // "Cisco Certified Network Associate (CCNA)" is mostly written "CCNA"; 2-letter codes (FE) are too loose.
    const code = entry.en.match(/\(([^)]{3,})\)$/)?.[1];
    if (code) names.add(code);
    for (const name of [...names]) names.add(name.replace(/\s+Examination$/i, '').replace(/試験$/, ''));
  }
  return [...names].filter((n) => n.length >= 3);
}

type Matchers = Array<{ entry: CertificateEntry; patterns: RegExp[] }>;
const cache = new WeakMap<CertificateEntry[], { strict: Matchers; loose: Matchers }>();

function matchers(list: CertificateEntry[], loose: boolean): Matchers {
  let out = cache.get(list);
  if (!out) {
    const build = (l: boolean) =>
      list.map((entry) => ({ entry, patterns: certificateNames(entry, l).map((n) => namePattern(n)) }));
    out = { strict: build(false), loose: build(true) };
    cache.set(list, out);
  }
  return loose ? out.loose : out.strict;
}

/** The certificate of the list a line names; the longest name wins ("AWS … Professional" over "AWS …"). */
export function matchCertificate(text: string, list: CertificateEntry[], loose = false): CertificateEntry | undefined {
  let best: { entry: CertificateEntry; length: number } | undefined;
  for (const { entry, patterns } of matchers(list, loose)) {
    for (const p of patterns) {
      const m = p.exec(text);
      if (m && m[0].length > (best?.length ?? 0)) best = { entry, length: m[0].length };
    }
  }
  return best?.entry;
}

/**
 * One license per line of the licenses section (履歴書 rows "2018年10月 基本情報技術者試験 合格",
 * English "AWS Certified Solutions Architect – Associate (2021)"), plus lines elsewhere that name a
 * certificate of the list. JLPT lines are left to the JLPT proposal.
 */
export function extractLicenses(
  all: CvLine[],
  section: CvLine[],
  list: CertificateEntry[],
  locale: 'en' | 'ja',
): CvProposals['licenses'] {
  const out: CvProposals['licenses'] = [];
  const seen = new Set<string>();
  const inSection = new Set(section.map((l) => l.n));
  for (const line of all) {
    if (isJlptLine(line.text)) continue;
    const certificate = matchCertificate(line.text, list, inSection.has(line.n));
    if (!inSection.has(line.n) && !certificate) continue;
    const dates = findYearMonths(line.text);
    let name = line.text;
    for (const d of [...dates].reverse()) name = name.slice(0, d.index) + name.slice(d.end);
    name = name
      .replace(/[()（）[\]]\s*[)）\]]?/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(ROW_NOISE, '')
      .replace(NOISE, '')
      .replace(/^[\s,:：|-]+|[\s,:：|-]+$/g, '')
      .trim();
    if (certificate) name = nameIn(locale, certificate);
    if (name.length < 2 || name.length > 200) continue;
    const key = certificate ? `#${certificate.id}` : name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      name,
      year: dates[0]?.year ?? null,
      it_certificate_id: certificate?.id ?? null,
      source: sourceOf(line),
    });
  }
  return out.slice(0, 30);
}
