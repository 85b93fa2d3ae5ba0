import type { CvProposals } from '@hashi/shared/cv-parse.schema';
import { type DictionaryEntry, entryNames, namePattern, nameIn } from './cv-dictionary.ts';
import { type CvLine, sourceOf } from './extract-lines.ts';

/** Level words → writing-levels ids (1 native … 5 greetings only; seeds/language-levels.ts). */
const LEVELS: Array<[RegExp, number]> = [
  [/native|mother\s*tongue|first\s*language|母国語|母語|ネイティブ/i, 1],
  [/fluent|proficient|流暢|堪能/i, 2],
  [/business|professional|ビジネス/i, 3],
  [/conversational|daily\s*conversation|intermediate|日常会話/i, 4],
  [/basic|beginner|elementary|greetings?|挨拶|初級/i, 5],
];

const levelOf = (text: string) => LEVELS.find(([p]) => p.test(text))?.[1] ?? null;

const JLPT = /(?:JLPT|日本語能力試験|Japanese[-\s]Language\s+Proficiency\s+Test)[^\n]{0,30}?\bN\s?([1-5])\b/i;
const JLPT_AFTER = /\bN([1-5])\b[^\n]{0,12}(?:JLPT|日本語能力試験)/i;
/** In a languages section an N1–N5 beside 日本語/Japanese is a JLPT level even without the test's name. */
const JLPT_SHORT = /(?:日本語|Japanese)[^\n]{0,20}?\bN([1-5])\b/i;

/**
 * Spoken languages named in the languages section, or on any line that also says how well
 * ("Vietnamese (native)"): elsewhere "Japanese" too often means a company or a customer.
 */
export function extractLanguages(
  all: CvLine[],
  section: CvLine[],
  languages: DictionaryEntry[],
  locale: 'en' | 'ja',
): CvProposals['languages'] {
  const inSection = new Set(section.map((l) => l.n));
  const candidates = all.filter((l) => inSection.has(l.n) || levelOf(l.text) !== null);
  const found = new Map<number, CvProposals['languages'][number]>();
  if (candidates.length === 0) return [];
  const matchers = languages.map((entry) => ({
    entry,
    patterns: entryNames(entry)
      .filter((n) => n.length >= 2)
      .map((n) => namePattern(n, true)),
  }));
  for (const line of candidates) {
    for (const { entry, patterns } of matchers) {
      if (found.has(entry.id)) continue;
      const hit = patterns.map((p) => p.exec(line.text)).find((m) => m !== null);
      if (!hit) continue;
      // The level nearest after the name: "English: Business, Japanese: N2" is two statements.
      const after = line.text.slice(hit.index, hit.index + 40);
      found.set(entry.id, {
        language_id: entry.id,
        name: nameIn(locale, entry),
        level_id: levelOf(after.split(/[,、;/]/)[0] ?? after),
        source: sourceOf(line),
      });
    }
  }
  return [...found.values()].sort((a, b) => a.source.line - b.source.line);
}

/** The best JLPT level the CV states (N1 beats N2), from the test's name beside a level. */
export function extractJlpt(all: CvLine[], section: CvLine[]): CvProposals['jlpt'] {
  const inSection = new Set(section.map((l) => l.n));
  let best: CvProposals['jlpt'] = null;
  for (const line of all) {
    const m =
      line.text.match(JLPT) ??
      line.text.match(JLPT_AFTER) ??
      (inSection.has(line.n) ? line.text.match(JLPT_SHORT) : null);
    const level = m?.[1] ? Number(m[1]) : undefined;
    if (level && (!best || level < best.jlpt_score_level_id)) {
      best = { jlpt_score_level_id: level, name: `N${level}`, source: sourceOf(line) };
    }
  }
  return best;
}

export const isJlptLine = (text: string) => JLPT.test(text) || JLPT_AFTER.test(text);
