import { describe, expect, it } from 'vitest';
import { renderArtwork } from './company-artwork.ts';

const logoOf = (company_id: number, name_en = `Company ${company_id} KK`) =>
  renderArtwork({ company_id, payload_type: 1, name_en });

describe('generated company logos (issue 13)', () => {
  it('are marks drawn from shapes, without text or initials', () => {
    for (let id = 1; id <= 40; id += 1) {
      const svg = logoOf(id);
      expect(svg).not.toContain('<text');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 240 240"/);
    }
  });

  it('are the same for the same company and vary across companies', () => {
    expect(logoOf(7)).toBe(logoOf(7));
    const distinct = new Set(Array.from({ length: 40 }, (_, i) => logoOf(i + 1)));
    expect(distinct.size).toBeGreaterThan(30);
    const shapes = new Set(
      Array.from({ length: 40 }, (_, i) =>
        logoOf(i + 1)
          .match(/<(circle|path|polygon|rect|g)\b/g)
          ?.join(','),
      ),
    );
    expect(shapes.size).toBeGreaterThanOrEqual(5);
  });
});
