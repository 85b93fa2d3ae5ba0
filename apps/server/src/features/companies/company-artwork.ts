import { CompanyDocumentType } from '@hashi/shared/jobs-enums';

/**
 * Images the server draws for documents whose source is 'generated' (the demo companies, and any
 * company without artwork of its own): a geometric mark as the logo and abstract covers and appeal images in
 * a colour chosen from the company id. No text, so one image serves both languages.
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

/** A small deterministic hash of the company, so two companies with the same colour differ in shape. */
function seedOf(companyId: number, name: string): number {
  let h = 2166136261 ^ companyId;
  for (const ch of name) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/**
 * Simple geometric marks on a 240 × 240 canvas, the kind of abstract symbol many companies use:
 * overlapping circles, stacked chevrons, a split hexagon, a block grid, concentric arcs, a star of
 * rhombi. Each takes the two colours of the palette.
 */
const MARKS: ReadonlyArray<(dark: string, light: string, turn: number) => string> = [
  (dark, light) =>
    `<circle cx="96" cy="100" r="52" fill="${dark}"/><circle cx="144" cy="100" r="52" fill="${light}" fill-opacity="0.85"/><circle cx="120" cy="142" r="52" fill="${dark}" fill-opacity="0.55"/>`,
  (dark, light) =>
    `<path d="M56 150 L120 86 L184 150" fill="none" stroke="${dark}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/><path d="M56 104 L120 40 L184 104" fill="none" stroke="${light}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/><rect x="106" y="168" width="28" height="28" rx="6" fill="${dark}"/>`,
  (dark, light, turn) =>
    `<g transform="rotate(${turn * 30} 120 120)"><polygon points="120,36 193,78 193,162 120,204 47,162 47,78" fill="${dark}"/><polygon points="120,36 193,78 193,162 120,120" fill="${light}"/><circle cx="120" cy="120" r="22" fill="#ffffff"/></g>`,
  (dark, light) =>
    `<rect x="48" y="48" width="64" height="64" rx="12" fill="${dark}"/><rect x="128" y="48" width="64" height="64" rx="32" fill="${light}"/><rect x="48" y="128" width="64" height="64" rx="32" fill="${light}"/><rect x="128" y="128" width="64" height="64" rx="12" fill="${dark}"/>`,
  (dark, light, turn) =>
    `<g transform="rotate(${turn * 90} 120 120)" fill="none" stroke-linecap="round"><path d="M60 180 A84 84 0 0 1 180 60" stroke="${dark}" stroke-width="22"/><path d="M92 180 A52 52 0 0 1 180 92" stroke="${light}" stroke-width="22"/><circle cx="160" cy="160" r="20" fill="${dark}" stroke="none"/></g>`,
  (dark, light, turn) =>
    `<g transform="rotate(${turn * 15} 120 120)">${[0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<path d="M120 120 L138 72 L120 30 L102 72 Z" fill="${i % 2 === 0 ? dark : light}" transform="rotate(${i * 60} 120 120)"/>`,
      )
      .join('')}</g>`,
];

/** The company's mark: shape and colours from its id and name; no text, so it reads the same in both languages. */
function logo(companyId: number, name: string): string {
  const seed = seedOf(companyId, name);
  const [dark, light] = PALETTE[seed % PALETTE.length] ?? ['#1f4e79', '#4f8fc0'];
  const mark = MARKS[Math.floor(seed / PALETTE.length) % MARKS.length] ?? MARKS[0];
  const turn = Math.floor(seed / (PALETTE.length * MARKS.length)) % 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img">
<rect width="240" height="240" rx="48" fill="#ffffff"/>${mark?.(dark, light, turn) ?? ''}
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
