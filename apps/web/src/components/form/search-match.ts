/**
 * Text matching for searchable lists, in both languages: case, accents, full-width letters and
 * hiragana/katakana are ignored, so "ind", "ＩＮＤ", 「イン」 and 「いん」 all find India / インド.
 */
export function normalizeForSearch(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      // Strip Latin accents ("Åland" → "aland"); the kana voicing marks are outside this range.
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      // Hiragana → katakana: the two scripts are one block apart.
      .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
      .normalize('NFC')
  );
}

/**
 * How well `name` matches `query` (both normalized): 0 the name starts with it, 1 a word of the
 * name does ("Indian" in "British Indian Ocean Territory"), 2 it is inside, null no match.
 */
export function matchRank(name: string, query: string): 0 | 1 | 2 | null {
  if (query === '') return 0;
  const at = name.indexOf(query);
  if (at === -1) return null;
  if (at === 0) return 0;
  const words = name.split(/[\s(（・,、/-]+/);
  return words.some((word) => word.startsWith(query)) ? 1 : 2;
}
