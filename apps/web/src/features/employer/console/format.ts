import { formatDate } from '../../../lib/format/date.ts';
import { tokyoDate } from '../../jobs/format.ts';

/** An instant as its calendar day in Tokyo (UX.md): `22 Nov 2026` / `2026年11月22日`. */
export function formatTokyoDay(iso: string, language: string): string {
  return formatDate(tokyoDate(new Date(iso)), language);
}
