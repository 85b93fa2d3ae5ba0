/**
 * A file size for people, in the user's locale: `840 bytes`, `12 KB`, `4.2 MB` (Japanese:
 * `840 バイト`, `12 KB`, `4.2 MB` — Intl's own unit names). Decimal places only below 10.
 */
export function formatFileSize(bytes: number, language: string): string {
  const locale = language.startsWith('ja') ? 'ja-JP' : 'en-US';
  const [unit, value] =
    bytes >= 1024 * 1024
      ? (['megabyte', bytes / (1024 * 1024)] as const)
      : bytes >= 1024
        ? (['kilobyte', bytes / 1024] as const)
        : (['byte', bytes] as const);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: value < 10 && unit !== 'byte' ? 1 : 0,
  }).format(value);
}
