/**
 * The visible text of an RTF document. No maintained RTF reader exists in our stack, and the part
 * a CV needs is small: paragraphs, Unicode (\uN), code-page bytes (\'hh — cp932 in Japanese Word,
 * cp1252 elsewhere), and skipping the groups that are not text (font tables, pictures, metadata).
 */

/** Destinations whose content is never body text. */
const SKIP = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'xmlnstbl',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'mmathpr',
  'header',
  'footer',
  'headerl',
  'headerr',
  'footerl',
  'footerr',
  'fldinst',
  'bkmkstart',
  'bkmkend',
  'pn',
  'filetbl',
  'revtbl',
  'userprops',
  'docvar',
  'wgrffmtfilter',
  'pgdsctbl',
]);
const BREAKS: Record<string, string> = {
  par: '\n',
  line: '\n',
  row: '\n',
  sect: '\n',
  page: '\n',
  tab: '\t',
  cell: '\t',
};
const CODEPAGES: Record<number, string> = {
  932: 'shift_jis',
  936: 'gbk',
  949: 'euc-kr',
  950: 'big5',
  1252: 'windows-1252',
};

export function rtfToText(rtf: string, maxChars: number): string {
  let out = '';
  let decoder = new TextDecoder('windows-1252');
  const bytes: number[] = [];
  // Per group: skipping, and how many fallback characters follow a \u (\ucN).
  const stack: Array<{ skip: boolean; uc: number }> = [];
  let state = { skip: false, uc: 1 };
  let pendingSkip = 0;
  const flush = () => {
    if (bytes.length > 0) {
      if (!state.skip) out += decoder.decode(new Uint8Array(bytes));
      bytes.length = 0;
    }
  };
  const emit = (s: string) => {
    flush();
    if (state.skip) return;
    if (pendingSkip > 0) {
      pendingSkip -= 1;
      return;
    }
    out += s;
  };
  let i = 0;
  while (i < rtf.length && out.length < maxChars) {
    const ch = rtf[i] as string;
    if (ch === '{') {
      flush();
      stack.push(state);
      state = { ...state };
      i++;
    } else if (ch === '}') {
      flush();
      state = stack.pop() ?? { skip: false, uc: 1 };
      i++;
    } else if (ch === '\\') {
      const next = rtf[i + 1] ?? '';
      if (next === "'") {
        const byte = Number.parseInt(rtf.slice(i + 2, i + 4), 16);
        i += 4;
        if (pendingSkip > 0) pendingSkip -= 1;
        else if (!Number.isNaN(byte)) bytes.push(byte);
        continue;
      }
      if (next === '*') {
        state.skip = true;
        i += 2;
        continue;
      }
      if (!/[a-zA-Z]/.test(next)) {
        // Control symbols: escaped braces and backslash, non-breaking space, optional hyphen.
        if (next === '~') emit('\u00a0');
        else if (next === '_') emit('-');
        else if (next === '\n' || next === '\r') emit('\n');
        else if (next !== '-' && next !== ':' && next !== '|') emit(next);
        i += 2;
        continue;
      }
      const m = /^\\([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(rtf.slice(i, i + 48));
      if (!m?.[1]) {
        i++;
        continue;
      }
      i += m[0].length;
      const word = m[1].toLowerCase();
      const arg = m[2] === undefined ? undefined : Number(m[2]);
      if (SKIP.has(word)) {
        flush();
        state.skip = true;
      } else if (word === 'ansicpg' && arg !== undefined && CODEPAGES[arg]) {
        decoder = new TextDecoder(CODEPAGES[arg]);
      } else if (word === 'uc' && arg !== undefined) {
        state.uc = arg;
      } else if (word === 'u' && arg !== undefined) {
        emit(String.fromCharCode(arg < 0 ? arg + 65_536 : arg));
        pendingSkip = state.uc;
      } else if (BREAKS[word]) {
        emit(BREAKS[word]);
      }
    } else if (ch === '\r' || ch === '\n') {
      i++;
    } else {
      emit(ch);
      i++;
    }
  }
  flush();
  return out.slice(0, maxChars);
}
