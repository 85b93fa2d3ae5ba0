import type { CvProposals } from '@hashi/shared/cv-parse.schema';
import { formatYearMonth, type YearMonth } from './extract-dates.ts';
import { eventRow, isEndRow, type PeriodLine, periodLine, splitParts } from './extract-entries.ts';
import { type CvLine, sourceOf } from './extract-lines.ts';

type Education = CvProposals['educations'][number];

/** Spec §5: at most 7 education entries. */
const MAX_ENTRIES = 7;

const SCHOOL_JA = /大学院|大学|短期大学|高等専門学校|専門学校|高等学校|高校|学院|学校|高専/;
const SCHOOL_EN = /\b(?:university|college|institute|school|academy|polytechnic)\b/i;

/** Educational-levels ids (seeds/work-conditions.ts) from degree words, most advanced first. */
const DEGREES: Array<[RegExp, number]> = [
  [/\b(?:ph\.?\s?d|doctor(?:ate)?|d\.?\s?eng)\b|博士/i, 1],
  [/\b(?:master(?:'s)?|m\.?\s?sc?|m\.?\s?eng|mba|m\.?a\.)\b|修士|大学院/i, 2],
  [/\b(?:bachelor(?:'s)?|b\.?\s?sc?|b\.?\s?eng|b\.?a\.|b\.?tech|undergraduate)\b|学士|大学/i, 3],
  [/\b(?:associate(?:'s)?\s+degree|junior\s+college)\b|短期大学|短大/i, 4],
  [/高等専門学校|高専|\bkosen\b|college\s+of\s+technology/i, 5],
  [/専門学校|\bvocational\b|\bdiploma\b/i, 6],
  [/高等学校|高校|\bhigh\s+school\b/i, 7],
];

function levelOf(text: string): number | null {
  // Kinds of school before degrees: 短期大学 and 高等専門学校 contain 大学 and 学校.
  for (const id of [4, 5, 6, 7]) if (DEGREES.find(([, i]) => i === id)?.[0].test(text)) return id;
  for (const [pattern, id] of DEGREES) if (pattern.test(text)) return id;
  return null;
}

const isSchool = (text: string) => SCHOOL_JA.test(text) || SCHOOL_EN.test(text);

/** "東京大学 工学部 情報工学科" → school and major; "東京大学大学院情報理工学系研究科" likewise. */
function splitJapaneseSchool(text: string): { school: string; major: string | null } {
  const words = text.split(/\s+/);
  const at = words.findIndex((w) => SCHOOL_JA.test(w));
  if (words.length > 1 && at >= 0) {
    const major = words.slice(at + 1).join(' ');
    return { school: words.slice(0, at + 1).join(' '), major: major || null };
  }
  const m = text.match(/^(.+?大学院|.+?(?:短期大学|高等専門学校|専門学校|高等学校|大学|高校|学院|学校))(.*)$/);
  if (m?.[1]) return { school: m[1], major: m[2]?.trim() || null };
  return { school: text, major: null };
}

/** 学歴 rows: 入学 opens an entry, 卒業 / 修了 / 中退 of the same school closes it. */
function fromEvents(lines: CvLine[]): Education[] {
  const out: Education[] = [];
  for (const line of lines) {
    if (isEndRow(line)) break;
    const row = eventRow(line);
    if (!row?.subject || !isSchool(row.subject)) continue;
    const { school, major } = splitJapaneseSchool(row.subject);
    const ending = row.event !== null && /卒業|修了|退学|中退/.test(row.event);
    const stillThere = row.event !== null && /見込|在学中/.test(row.event);
    const existing = out.find((e) => e.school_name === school && (e.major === major || !e.end));
    const month = formatYearMonth(row.at);
    if (existing && (ending || stillThere)) {
      existing.end = month;
      existing.currently_studying = stillThere;
      continue;
    }
    out.push({
      school_name: school,
      major,
      educational_level_id: levelOf(`${school} ${major ?? ''}`),
      start: ending ? null : month,
      end: ending || stillThere ? month : null,
      currently_studying: stillThere || row.event === '在学中',
      source: sourceOf(line),
    });
  }
  return out;
}

/** The major in "Bachelor of Engineering in Computer Science" or "B.Sc. Computer Science". */
function majorOf(text: string): string | null {
  const m = text.match(/\b(?:in|major(?:ing)?\s+in|major:)\s+([^,()|]+)/i);
  return m?.[1]?.trim() || null;
}

/** English entries: a school line with a period on it or beside it, a degree line near it. */
function fromSchoolLines(lines: CvLine[]): Education[] {
  const out: Education[] = [];
  lines.forEach((line, i) => {
    if (!isSchool(line.text) || eventRow(line)) return;
    const near = [lines[i - 1], lines[i + 1]].filter((l): l is CvLine => l !== undefined && !isSchool(l.text));
    const own = periodLine(line);
    const period = own ?? near.map(periodLine).find((p): p is PeriodLine => p !== undefined);
    const text = own ? own.rest : line.text;
    const parts = splitParts(text);
    const schoolPart = parts.find(isSchool) ?? text;
    const japanese = SCHOOL_JA.test(schoolPart) && !SCHOOL_EN.test(schoolPart);
    const { school, major: jaMajor } = japanese ? splitJapaneseSchool(schoolPart) : { school: schoolPart, major: null };
    const degreeText = [text, ...near.map((l) => periodLine(l)?.rest ?? l.text)].join(' | ');
    const degreeLine = [text, ...near.map((l) => l.text)].find((t) => levelOf(t.replace(school, '')) !== null);
    const to: YearMonth | null = period?.period.to ?? null;
    out.push({
      school_name: school.slice(0, 200),
      major: (jaMajor ?? (degreeLine ? majorOf(degreeLine) : null))?.slice(0, 200) ?? null,
      educational_level_id: levelOf(degreeText.replace(school, '')) ?? levelOf(school),
      start: period ? formatYearMonth(period.period.from) : null,
      end: to ? formatYearMonth(to) : null,
      currently_studying: period?.period.current ?? false,
      source: sourceOf(line),
    });
  });
  return out;
}

/** Education entries from the 学歴 / Education sections. */
export function extractEducation(lines: CvLine[]): CvProposals['educations'] {
  const events = fromEvents(lines);
  const entries = events.length > 0 ? events : fromSchoolLines(lines);
  return entries.slice(0, MAX_ENTRIES);
}
