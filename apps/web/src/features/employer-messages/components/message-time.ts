import { formatTokyoDay } from '../../../lib/format/date.ts';

const TOKYO_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tokyo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * When a message was sent, in Japan's time (UX.md): `22 Nov 2026 14:05` / `2026年11月22日 14:05`.
 * The console is a work tool: an exact time reads better in a record than "3 hours ago".
 */
export function formatMessageTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatTokyoDay(iso, language)} ${TOKYO_TIME.format(date)}`;
}
