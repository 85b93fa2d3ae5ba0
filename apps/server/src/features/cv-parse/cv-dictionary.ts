import { normalizeText } from './extract-lines.ts';

/**
 * The reference lists a CV is matched against, in both languages at once: a Japanese CV names
 * skills and countries in Japanese, an English one in English, whatever language the request is in.
 */
export interface DictionaryEntry {
  id: number;
  en: string;
  ja: string;
}

export interface NationalityEntry extends DictionaryEntry {
  /** ISO 3166 alpha-2, used to find a demonym ("Vietnamese") for the country. */
  code: string;
}

export interface CertificateEntry extends DictionaryEntry {
  /** Other names people write (基本情報, ネスペ), from the list's normalized search text. */
  aliases: string[];
}

export interface CvDictionary {
  skills: DictionaryEntry[];
  nationalities: NationalityEntry[];
  languages: DictionaryEntry[];
  certificates: CertificateEntry[];
}

export const nameIn = (locale: 'en' | 'ja', entry: DictionaryEntry) => (locale === 'ja' ? entry.ja : entry.en);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for a name inside running text. Latin names must stand as words ("Go" is not in
 * "Google", "Java" not in "JavaScript", "C" not in "C++" or "Objective-C"); names in Japanese script
 * match anywhere, as Japanese puts no spaces between words.
 */
export function namePattern(name: string, caseSensitive = false): RegExp {
  // Spaces are optional: "Spring Boot" is also written "SpringBoot", "AWS認定 …" also without one.
  const body = escapeRegExp(normalizeText(name)).replace(/\s+/g, '\\s*');
  if (!/[A-Za-z0-9]/.test(name)) return new RegExp(body, caseSensitive ? '' : 'i');
  // Only Latin letters and digits bound a Latin name: "PostgreSQLを用いた" names PostgreSQL. ASCII
  // classes without the 'u' flag also compile far faster, which matters for several hundred names.
  return new RegExp(
    `(?<![A-Za-z0-9_+#.&@-])${body}(?![A-Za-z0-9_+#]|[-&][A-Za-z0-9]|\\.[A-Za-z0-9])`,
    caseSensitive ? '' : 'i',
  );
}

/** A row's names in both languages, and both parts of a name like "Tagalog (Filipino)". */
export function entryNames(entry: DictionaryEntry): string[] {
  const names = new Set([entry.en, entry.ja]);
  for (const name of [entry.en, entry.ja]) {
    const m = normalizeText(name).match(/^(.+?)\s*\((.+)\)$/);
    if (m?.[1] && m[2]) {
      names.add(m[1]);
      if (m[2].length >= 3 || /[^\x20-\x7e]/.test(m[2])) names.add(m[2]);
    }
  }
  return [...names].filter((n) => n.length > 0);
}
