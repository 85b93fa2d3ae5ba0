import { findPeriod, findYearMonths, type Period, type YearMonth } from './extract-dates.ts';
import type { CvLine } from './extract-lines.ts';

/**
 * Helpers shared by the education and work readers: both come as 履歴書 event rows
 * ("2014年7月 FPTソフトウェア 入社") or as entries with a period ("Apr 2019 – Present").
 */

/** A 履歴書 row: a month at the start of the line, then what happened. */
export interface EventRow {
  line: CvLine;
  at: YearMonth;
  /** The text after the month, without the event word. */
  subject: string;
  /** The event word (入社, 卒業 …) when there is one. */
  event: string | null;
}

const EVENT_WORDS =
  /\s*(入学|編入学|編入|卒業見込み|卒業見込|卒業|修了見込み|修了|中途退学|中退|退学|入社|入職|就職|入行|転籍|出向|退社|退職|退任|設立|開業|現在に至る|現在在職中|在職中|在学中)\s*$/;

export function eventRow(line: CvLine): EventRow | undefined {
  const first = findYearMonths(line.text)[0];
  if (!first || first.index > 2 || first.month === null) return undefined;
  if (findPeriod(line.text)) return undefined;
  const rest = line.text.slice(first.end).replace(/^[\s.:：)）]+/, '');
  const m = rest.match(EVENT_WORDS);
  const subject = (m ? rest.slice(0, m.index) : rest).trim();
  return { line, at: first, subject, event: m?.[1] ?? null };
}

export const isPresentRow = (line: CvLine) => /^(?:現在に至る|現在在職中|在職中)$/.test(line.text);
export const isEndRow = (line: CvLine) => /^以\s*上$/.test(line.text);

/** A line with a period, and the text beside the period (names, titles). */
export interface PeriodLine {
  line: CvLine;
  period: Period;
  rest: string;
}

export function periodLine(line: CvLine): PeriodLine | undefined {
  const period = findPeriod(line.text);
  if (!period) return undefined;
  const rest = `${line.text.slice(0, period.index)} ${line.text.slice(period.end)}`
    .replace(/[()（）[\]]\s*[)）\]]?/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,|｜:：•・-]+|[\s,|｜:：•・-]+$/g, '')
    .trim();
  return { line, period, rest };
}

/**
 * "Senior Engineer | Rakuten Group, Inc." or "Engineer at Acme" as its parts; a comma before a
 * company suffix (", Inc.", ", Ltd.") stays inside the name.
 */
export function splitParts(text: string): string[] {
  return text
    .split(/\s+[|｜@/–—-]\s+|\s+at\s+|\s*[|｜]\s*|,(?!\s*(?:inc|ltd|llc|co|corp|k\.k|gmbh|plc|limited)\b)\s*/i)
    .map((p) =>
      p
        .trim()
        .replace(/^[,:：-]+|[,:：-]+$/g, '')
        .trim(),
    )
    .filter((p) => p.length > 0);
}

const COMPANY =
  /株式会社|有限会社|合同会社|合資会社|\(株\)|\(有\)|\b(?:inc|ltd|llc|corp|corporation|co\.|company|k\.k|gmbh|plc|limited|group|technologies|solutions|systems|software|labs?|studio)\b|ソフトウェア|システム|テクノロジー|ソリューション/i;
const TITLE =
  /engineer|developer|programmer|architect|manager|lead|leader|consultant|designer|analyst|intern|scientist|administrator|specialist|director|cto|ceo|vp\b|head of|tester|qa\b|sre\b|エンジニア|プログラマ|マネージャ|マネジャー|リーダー|コンサルタント|デザイナー|アナリスト|アーキテクト|担当|開発者|SE\b|PM\b|PL\b/i;

/** Legal forms that make a part a company even when it reads like a title ("Software Systems Ltd."). */
const LEGAL_FORM = /株式会社|有限会社|合同会社|\(株\)|\b(?:inc|ltd|llc|corp|co\.|k\.k|gmbh|plc|limited)\b/i;

export const isCompanyLike = (text: string) => COMPANY.test(text);
export const isTitleLike = (text: string) => TITLE.test(text) && !LEGAL_FORM.test(text);

/** The title and the company among a line's parts: a title-like part is the title, the rest the company. */
export function titleAndCompany(parts: string[]): { title?: string; company?: string } {
  const title = parts.find(isTitleLike);
  const others = parts.filter((p) => p !== title);
  return { title, company: others.find(isCompanyLike) ?? others[0] };
}
