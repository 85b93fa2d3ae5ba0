/**
 * The visible text of an HTML page, as lines: what a person would read, not the page's scripts,
 * styles or markup. Regular expressions suffice because nothing here is rendered back as HTML —
 * the text only feeds the extractors — so a malformed page can only give odd text, never markup.
 */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  copy: '©',
  reg: '®',
  middot: '·',
  bull: '•',
  laquo: '«',
  raquo: '»',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  yen: '¥',
  times: '×',
  eacute: 'é',
  egrave: 'è',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const HIDDEN = /<(script|style|noscript|template|svg|head|iframe|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const BLOCK =
  /<\/?(?:p|div|br|li|ul|ol|tr|table|h[1-6]|section|article|header|footer|aside|nav|dt|dd|dl|blockquote|pre|hr|main|address|form|fieldset|legend|figcaption)\b[^>]*>/gi;
const CELL = /<\/?(?:td|th)\b[^>]*>/gi;

export function htmlToText(html: string, maxChars: number): string {
  return decodeEntities(
    html
      .slice(0, maxChars * 10)
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(HIDDEN, ' ')
      .replace(BLOCK, '\n')
      .replace(CELL, '\t')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim()
    .slice(0, maxChars);
}
