/**
 * Yen amounts as UX.md writes them: English `¥6,000,000`; Japanese in 万 and 億, as Japanese
 * readers count money: `600万円`, `1億2,000万円`, keeping the yen below 万 (`612万3,400円`).
 */
export function formatYen(amount: number, language: string): string {
  if (!language.startsWith('ja')) return `¥${amount.toLocaleString('en-US')}`;
  const oku = Math.floor(amount / 100_000_000);
  const man = Math.floor((amount % 100_000_000) / 10_000);
  const rest = amount % 10_000;
  const parts = [
    oku ? `${oku.toLocaleString('ja-JP')}億` : '',
    man ? `${man.toLocaleString('ja-JP')}万` : '',
    rest || (!oku && !man) ? rest.toLocaleString('ja-JP') : '',
  ];
  return `${parts.join('')}円`;
}

/**
 * What the user typed → a whole number of yen, null when empty, NaN when it is not a number (the
 * shared schema then says "Must be a number."). Full-width digits, separators, ¥ and 円 are accepted.
 */
export function parseYen(text: string): number | null {
  const normalized = text.normalize('NFKC').replace(/[\s,¥￥円]/g, '');
  if (normalized === '') return null;
  return /^\d+$/.test(normalized) ? Number(normalized) : Number.NaN;
}
