import { CompanyDocumentType } from '@hashi/shared/jobs-enums';

/**
 * Images the server draws for documents whose source is 'generated' (the demo companies, and any
 * company without artwork of its own): a monogram logo and abstract covers and appeal images in
 * a colour chosen from the company id. No text but the initials, so one image serves both languages.
 */

const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#1f4e79', '#4f8fc0'],
  ['#0f766e', '#5eead4'],
  ['#7c2d12', '#fb923c'],
  ['#4c1d95', '#a78bfa'],
  ['#14532d', '#4ade80'],
  ['#831843', '#f472b6'],
  ['#1e3a8a', '#60a5fa'],
  ['#713f12', '#facc15'],
  ['#164e63', '#22d3ee'],
  ['#3f3f46', '#a1a1aa'],
  ['#9f1239', '#fda4af'],
  ['#365314', '#a3e635'],
];

function colours(companyId: number): readonly [string, string] {
  return PALETTE[companyId % PALETTE.length] ?? ['#1f4e79', '#4f8fc0'];
}

/** Up to two initials from the English name, skipping legal forms ("Aozora Data Works Inc." → "AD"). */
export function initials(name: string): string {
  const words = name
    .replace(/\b(inc|k\.?k|co|ltd|llc|corp|corporation|g\.?k)\b\.?/gi, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((w) => (w[0] ?? '').toUpperCase());
  return letters.join('') || '?';
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

function logo(companyId: number, name: string): string {
  const [dark, light] = colours(companyId);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="240" height="240" rx="48" fill="url(#g)"/>
<text x="120" y="120" dy="0.35em" text-anchor="middle" font-family="system-ui, 'Hiragino Sans', 'Noto Sans JP', sans-serif" font-size="96" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
</svg>`;
}

function banner(companyId: number, width: number, height: number, variant: number): string {
  const [dark, light] = colours(companyId + variant);
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const step = (companyId * 7 + variant * 13 + i * 29) % 97;
      const cx = Math.round(((step + i * 23) / 120) * width);
      const cy = Math.round((((step * 3 + i * 41) % 100) / 100) * height);
      const r = Math.round(height * (0.25 + ((step + i) % 5) * 0.1));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${(0.06 + i * 0.03).toFixed(2)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
</svg>`;
}

/** The SVG of a generated document of this company. */
export function renderArtwork(document: { company_id: number; payload_type: number; name_en: string }): string {
  switch (document.payload_type) {
    case CompanyDocumentType.Logo:
      return logo(document.company_id, document.name_en);
    case CompanyDocumentType.Cover:
      return banner(document.company_id, 1200, 400, 0);
    default:
      return banner(document.company_id, 800, 450, document.payload_type);
  }
}
