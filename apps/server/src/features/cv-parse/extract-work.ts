import type { CvProposals } from '@hashi/shared/cv-parse.schema';
import { formatYearMonth } from './extract-dates.ts';
import {
  type EventRow,
  eventRow,
  isCompanyLike,
  isEndRow,
  isPresentRow,
  isTitleLike,
  type PeriodLine,
  periodLine,
  splitParts,
  titleAndCompany,
} from './extract-entries.ts';
import { type CvLine, labelled, sourceOf } from './extract-lines.ts';

type Work = CvProposals['work_experiences'][number];

const COMPANY_LABEL = /会社名|企業名|所属|company|employer/;
const TITLE_LABEL = /役職|職種|職位|ポジション|position|title|job\s*title|role/;
const JOIN = /^(?:入社|入職|就職|入行|転籍|出向|設立|開業)$/;
const LEAVE = /^(?:退社|退職|退任)$/;
const MAX_ENTRIES = 20;

/** 職歴 rows of a 履歴書: 入社 opens an entry, 退社 of the same company closes it. */
function fromEvents(lines: CvLine[]): Work[] {
  const out: Work[] = [];
  const open = new Map<string, Work>();
  for (const line of lines) {
    if (isEndRow(line)) break;
    if (isPresentRow(line)) continue;
    const row = eventRow(line);
    if (!row?.subject) continue;
    if (row.event && LEAVE.test(row.event)) {
      const entry = open.get(row.subject) ?? [...open.values()].at(-1);
      if (entry) {
        entry.period_to = formatYearMonth(row.at);
        entry.is_current = false;
        open.delete(entry.company_name);
      }
      continue;
    }
    if (row.event && !JOIN.test(row.event)) continue;
    const [company = row.subject, ...others] = splitRowSubject(row);
    const entry: Work = {
      company_name: company,
      job_title: others.find(isTitleLike) ?? null,
      period_from: formatYearMonth(row.at),
      period_to: null,
      // Still open at the end of the list: the current job (履歴書 close with 現在に至る).
      is_current: true,
      source: sourceOf(line),
    };
    open.set(company, entry);
    out.push(entry);
  }
  return out;
}

function splitRowSubject(row: EventRow): string[] {
  const parts = row.subject.split(/\s+/);
  // "株式会社メルカリ バックエンドエンジニアとして" → company, then the role.
  const companyEnd = parts.findIndex((p) => isCompanyLike(p));
  if (parts.length > 1 && companyEnd >= 0 && parts.slice(companyEnd + 1).some(isTitleLike)) {
    return [
      parts.slice(0, companyEnd + 1).join(' '),
      parts
        .slice(companyEnd + 1)
        .join(' ')
        .replace(/として$/, ''),
    ];
  }
  return [row.subject];
}

/** Entries with periods (職務経歴書, English CVs): names beside the period, on a neighbour line or labelled. */
function fromPeriods(lines: CvLine[], periods: PeriodLine[]): Work[] {
  const out: Work[] = [];
  const used = new Set<number>();
  periods.forEach((p, k) => {
    const at = lines.indexOf(p.line);
    const nextAt = k + 1 < periods.length ? lines.indexOf((periods[k + 1] as PeriodLine).line) : lines.length;
    const body = lines.slice(at + 1, Math.min(nextAt, at + 8));
    let company = firstLabelled(body, COMPANY_LABEL);
    let title = firstLabelled(body, TITLE_LABEL);
    const own = titleAndCompany(splitParts(p.rest));
    company ??= own.company;
    title ??= own.title;
    // "Senior Engineer | Rakuten Group, Inc." on the line above the period, or the company below it.
    const neighbours = [lines[at - 1], lines[at + 1]].filter(
      (l): l is CvLine =>
        l !== undefined && !used.has(l.n) && !periods.some((q) => q.line === l) && l.text.length <= 80,
    );
    for (const n of neighbours) {
      if (company && title) break;
      if (
        /^[-•・*]/.test(n.text) ||
        labelled(n, COMPANY_LABEL) !== undefined ||
        labelled(n, TITLE_LABEL) !== undefined
      ) {
        continue;
      }
      const near = titleAndCompany(splitParts(n.text));
      if (!company && near.company) company = near.company;
      if (!title && near.title) title = near.title;
      used.add(n.n);
    }
    if (!company) return;
    used.add(p.line.n);
    out.push({
      company_name: company.slice(0, 200),
      job_title: title?.slice(0, 200) ?? null,
      period_from: formatYearMonth(p.period.from),
      period_to: p.period.to ? formatYearMonth(p.period.to) : null,
      is_current: p.period.current,
      source: sourceOf(p.line),
    });
  });
  return out;
}

function firstLabelled(lines: CvLine[], label: RegExp): string | undefined {
  for (const line of lines) {
    const value = labelled(line, label);
    if (value) return value;
  }
  return undefined;
}

/** Work experiences from the 職歴 / 職務経歴 / Experience sections. */
export function extractWork(lines: CvLine[]): CvProposals['work_experiences'] {
  const periods = lines.map(periodLine).filter((p): p is PeriodLine => p !== undefined);
  const entries = periods.length > 0 ? fromPeriods(lines, periods) : fromEvents(lines);
  return entries.slice(0, MAX_ENTRIES);
}
