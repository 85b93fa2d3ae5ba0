import { type CvProposals, noBasicProposals } from '@hashi/shared/cv-parse.schema';
import { type CvDictionary, type NationalityEntry, namePattern, nameIn } from './cv-dictionary.ts';
import { parseDate } from './extract-dates.ts';
import { type CvLine, headingKind, labelled, sourceOf } from './extract-lines.ts';

type Basic = CvProposals['basic'];

const JA_NAME_LABEL = /氏\s*名|名\s*前/;
const FURIGANA_LABEL = /ふりがな|フリガナ|ﾌﾘｶﾞﾅ/;
const EN_NAME_LABEL = /full\s*name|name/;
const DOB_LABEL = /生年月日|date\s*of\s*birth|birth\s*date|birthday|d\.?o\.?b\.?|born/;
const GENDER_LABEL = /性\s*別|gender|sex/;
const NATIONALITY_LABEL = /国\s*籍|nationality|citizenship/;

/**
 * Demonyms of the nationalities most common among foreign engineers in Japan, by ISO code: the
 * nationality list holds country names, and English CVs write "Vietnamese", not "Vietnam".
 */
const DEMONYMS: Record<string, string[]> = {
  VN: ['Vietnamese'],
  CN: ['Chinese'],
  KR: ['Korean', 'South Korean'],
  IN: ['Indian'],
  PH: ['Filipino', 'Filipina', 'Philippine'],
  ID: ['Indonesian'],
  NP: ['Nepali', 'Nepalese'],
  MM: ['Myanmar', 'Burmese'],
  TH: ['Thai'],
  MY: ['Malaysian'],
  BD: ['Bangladeshi'],
  LK: ['Sri Lankan'],
  PK: ['Pakistani'],
  TW: ['Taiwanese'],
  MN: ['Mongolian'],
  US: ['American'],
  GB: ['British', 'English', 'Scottish', 'Welsh'],
  CA: ['Canadian'],
  AU: ['Australian'],
  NZ: ['New Zealander'],
  FR: ['French'],
  DE: ['German'],
  IT: ['Italian'],
  ES: ['Spanish'],
  BR: ['Brazilian'],
  RU: ['Russian'],
  UA: ['Ukrainian'],
  EG: ['Egyptian'],
  NG: ['Nigerian'],
  JP: ['Japanese'],
  SG: ['Singaporean'],
  KH: ['Cambodian'],
  UZ: ['Uzbek'],
  TR: ['Turkish'],
  IR: ['Iranian'],
  MX: ['Mexican'],
  PE: ['Peruvian'],
  PL: ['Polish'],
};

/** The value of the first line with this label, or of the next line when the label stands alone. */
function labelledValue(lines: CvLine[], label: RegExp): { value: string; line: CvLine } | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as CvLine;
    const value = labelled(line, label);
    if (value === undefined) continue;
    if (value) return { value, line };
    const next = lines[i + 1];
    if (next && !headingKind(next)) return { value: next.text, line: next };
  }
  return undefined;
}

const isJapaneseScript = (s: string) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(s);
const LOOKS_LIKE_NAME = /^[\p{L}][\p{L}'’.-]*(?:\s[\p{L}][\p{L}'’.-]*){1,3}$/u;
const NOT_A_NAME =
  /curriculum|vitae|resume|résumé|profile|engineer|developer|manager|履歴書|職務経歴書|contact|summary|address|email|phone/i;

/**
 * Japanese forms (氏名, ふりがな) put the family name first; so do Vietnamese and Chinese names
 * written there. An English CV's "Name:" or first line puts it last.
 */
function splitName(value: string, familyFirst: boolean): [first: string, last: string] | undefined {
  const words = value
    .replace(/[（(].*?[)）]/g, '')
    .replace(/\s*(様|さん|殿)$/, '')
    .trim()
    .split(/\s+/);
  if (words.length < 2) return undefined;
  if (familyFirst) return [words.slice(1).join(' '), words[0] as string];
  return [words.slice(0, -1).join(' '), words.at(-1) as string];
}

function extractName(lines: CvLine[], basic: Basic): void {
  const ja = labelledValue(lines, JA_NAME_LABEL);
  const furigana = labelledValue(lines, FURIGANA_LABEL);
  const en = ja ? undefined : labelledValue(lines.slice(0, 30), EN_NAME_LABEL);
  let found = ja ?? en;
  let familyFirst = Boolean(ja);
  if (!found) {
    // An English CV usually opens with the name alone on its first line.
    const first = lines.slice(0, 3).find((l) => LOOKS_LIKE_NAME.test(l.text) && !NOT_A_NAME.test(l.text));
    if (first && !headingKind(first)) found = { value: first.text, line: first };
    familyFirst = false;
  }
  const parts = found ? splitName(found.value, familyFirst || isJapaneseScript(found.value)) : undefined;
  if (found && parts) {
    basic.first_name = { value: parts[0], source: sourceOf(found.line) };
    basic.last_name = { value: parts[1], source: sourceOf(found.line) };
  }
  const kana = furigana ? splitName(furigana.value, true) : undefined;
  if (furigana && kana) {
    basic.furigana_first_name = { value: kana[0], source: sourceOf(furigana.line) };
    basic.furigana_last_name = { value: kana[1], source: sourceOf(furigana.line) };
  }
}

function extractBirthDate(lines: CvLine[], basic: Basic): void {
  const labelledLine = labelledValue(lines, DOB_LABEL);
  const candidates = labelledLine ? [labelledLine] : [];
  // 履歴書 print "平成2年4月1日生（満35歳）" on a line of its own, with no label in the text layer.
  for (const line of lines) if (/日\s*生|歳\)/.test(line.text)) candidates.push({ value: line.text, line });
  for (const c of candidates) {
    const date = parseDate(c.value);
    if (date) {
      basic.date_of_birth = { value: date, source: sourceOf(c.line) };
      return;
    }
  }
}

function extractGender(lines: CvLine[], basic: Basic): void {
  const found = labelledValue(lines, GENDER_LABEL);
  if (!found) return;
  const v = found.value.toLowerCase();
  const value = /^(男|male|m\b)/.test(v)
    ? 'male'
    : /^(女|female|f\b)/.test(v)
      ? 'female'
      : /^(other|その他)/.test(v)
        ? 'other'
        : null;
  if (value) basic.gender = { value, source: sourceOf(found.line) };
}

export function matchNationality(value: string, list: NationalityEntry[]): NationalityEntry | undefined {
  const names = (n: NationalityEntry) => [n.en, n.ja, ...(DEMONYMS[n.code] ?? [])];
  // Exact names first ("India" must not fall to "British Indian Ocean Territory"), then mentions.
  const exact = list.find((n) => names(n).some((name) => name.toLowerCase() === value.toLowerCase()));
  if (exact) return exact;
  let best: { entry: NationalityEntry; length: number } | undefined;
  for (const n of list) {
    for (const name of names(n)) {
      if (name.length > (best?.length ?? 1) && namePattern(name).test(value)) best = { entry: n, length: name.length };
    }
  }
  return best?.entry;
}

function extractNationality(lines: CvLine[], dict: CvDictionary, locale: 'en' | 'ja', basic: Basic): void {
  const found = labelledValue(lines, NATIONALITY_LABEL);
  if (!found) return;
  const entry = matchNationality(found.value, dict.nationalities);
  if (entry) basic.nationality = { value: { id: entry.id, name: nameIn(locale, entry) }, source: sourceOf(found.line) };
}

export function extractBasic(lines: CvLine[], dict: CvDictionary, locale: 'en' | 'ja'): Basic {
  const basic = noBasicProposals();
  extractName(lines, basic);
  extractBirthDate(lines, basic);
  extractGender(lines, basic);
  extractNationality(lines, dict, locale, basic);
  return basic;
}
