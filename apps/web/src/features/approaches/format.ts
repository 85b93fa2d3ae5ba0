import { formatDate } from '../../lib/format/date.ts';
import { tokyoDate } from '../jobs/format.ts';

/** An instant as the day it was in Japan: `22 Nov 2026` / `2026年11月22日` (UX.md). */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(tokyoDate(date), language);
}
