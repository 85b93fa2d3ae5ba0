import { collect, type Span, TRAILING_PUNCTUATION, trimmed, URL_CHARS, URL_START } from './contact-filter-spans.ts';

/** Finding messenger IDs and personal profile URLs in normalised text (contact-filter.ts runs every finder). */

// --- Messenger IDs ----------------------------------------------------------------------------

/** Messengers other than LINE (an English word too, see below). */
const MESSENGERS = String.raw`whats\s?app|telegram|we\s?chat|weixin|skype|kakao\s?talk|kakao|viber|ワッツアップ|テレグラム|ウィーチャット|微信|スカイプ|カカオトーク`;
/** Services where an @handle next to the name is an account. */
const HANDLE_SERVICES = `${MESSENGERS}|line|ライン|twitter|instagram|insta|threads|tiktok|github|facebook|ツイッター|インスタグラム|インスタ|フェイスブック`;
/** Words between a name and the value: "Skype ID", "WhatsApp number", "微信号", "LINEアカウント". */
const ID_WORD = String.raw`\s{0,2}(?:id|account|handle|user\s?name|number|no\.|アカウント|番号|号)(?![a-z])`;
/** Between name and value: a colon or =, は, "is", or only a space (or nothing after a Japanese word). */
const VALUE_SEPARATOR = String.raw`(?<sep>\s{0,2}[:=]\s{0,2}|\s{0,2}は\s{0,2}|\s{1,2}is\s{1,2}|\s{0,2})`;
/** An ID: taro_88, taro.yamada, live:taro, @taro, or the +44 starting a number (the phone pass takes the rest). */
const HANDLE = String.raw`[@+]?(?:live:)?[a-z0-9][a-z0-9._\-]{0,39}`;

const MESSENGER_ID = new RegExp(
  `(?<![a-z])(?:${MESSENGERS})(?![a-z])(?<id>${ID_WORD})?${VALUE_SEPARATOR}(?<value>${HANDLE})`,
  'gi',
);
/** "LINE ID taro88", "line id: taro88", "ラインID：taro88", "LINEアカウントは…": the ID word makes it LINE. */
const LINE_ID = new RegExp(
  String.raw`(?<![a-z])(?<name>line|ライン|らいん)(?<id>\s{0,2}(?:id|account|アカウント)(?![a-z]))${VALUE_SEPARATOR}(?<value>${HANDLE})`,
  'gi',
);
/** "LINE: taro_88", "LINE taro88", "Line: taro_88" (case matters: "line: 3 shifts" is prose). */
const LINE_LABEL =
  /(?<![A-Za-z])(?<name>LINE|Line)(?<sep>\s{0,2}[:=]\s{0,2}|\s{1,2})(?<value>[@+]?[A-Za-z0-9][A-Za-z0-9._-]{0,39})/g;
/** "Telegram @taro", "Instagram: @taro.photo", "LINE (@taro)". */
const NAME_THEN_HANDLE = new RegExp(
  String.raw`(?<![a-z])(?:${HANDLE_SERVICES})(?![a-z])(?:${ID_WORD})?\s{0,2}[:=]?\s{0,2}\(?\s{0,2}@[a-z_][a-z0-9_.]{1,29}`,
  'gi',
);
/** "@taro on LINE", "@taro_88 (Instagram)". */
const HANDLE_THEN_NAME = new RegExp(
  String.raw`(?<![a-z0-9._%+\-@])@[a-z_][a-z0-9_.]{1,29}\s{0,2}(?:\(\s{0,2})?(?:on\s{1,2}|in\s{1,2})?(?:${HANDLE_SERVICES})(?![a-z])\)?`,
  'gi',
);
/** Links that open a chat: line.me/ti/p/…, lin.ee/…, wa.me/…, t.me/…, join.skype.com/…. */
const MESSENGER_URL = new RegExp(
  String.raw`${URL_START}(?:www\.)?(?:line\.me\/(?:r\/)?ti\/|lin\.ee\/|wa\.me\/|api\.whatsapp\.com\/send|chat\.whatsapp\.com\/|t\.me\/|telegram\.me\/|join\.skype\.com\/|u\.wechat\.com\/)${URL_CHARS}+`,
  'gi',
);

/** Words that follow a messenger's name in prose, never an ID ("WhatsApp: we can talk there"). */
const NOT_IDS = new Set(
  'a an and am are as at be by can for from here i id if in is it me my no not number of ok okay on only or our please same so that the then there this to us we with you your'.split(
    ' ',
  ),
);

/** @taro, +44…, live:taro, or anything with a digit, _ or . in it: an ID even after a bare space. */
const looksLikeId = (value: string) => /^[@+]|^live:|[0-9_.]/i.test(value);

export function messengerSpans(n: string): Span[] {
  const whole = (m: RegExpExecArray) => trimmed(n, m.index, m.index + m[0].length);
  // "WhatsApp taro" is prose ("I use WhatsApp daily"); a colon or an ID word makes "taro" an ID.
  const idSpan = (m: RegExpExecArray, weakAllowed: boolean) => {
    const value = m.groups!.value!.replace(TRAILING_PUNCTUATION, '');
    // "+81" only starts a number, which the phone pass takes whole; other IDs have 3 characters or more.
    if (value.replace(/^@/, '').length < 3 || NOT_IDS.has(value.toLowerCase())) return undefined;
    const explicit = Boolean(m.groups!.id) || /[:=は]/.test(m.groups!.sep ?? '');
    return looksLikeId(value) || (explicit && weakAllowed) ? whole(m) : undefined;
  };
  return [
    ...collect(MESSENGER_ID, n, (m) => idSpan(m, true)),
    // In "line id: taro", "line" may be a code line's ID: a plain word is an ID only after LINE, ライン.
    ...collect(LINE_ID, n, (m) => idSpan(m, m.groups!.name !== 'line' && m.groups!.name !== 'Line')),
    // "LINE taro88" needs the capitals and a value that looks like an ID; "Line: taro" too.
    ...collect(LINE_LABEL, n, (m) => {
      const colon = /[:=]/.test(m.groups!.sep!);
      if (!colon && m.groups!.name !== 'LINE') return undefined;
      return colon
        ? idSpan(m, m.groups!.name === 'LINE')
        : looksLikeId(m.groups!.value!)
          ? idSpan(m, false)
          : undefined;
    }),
    ...collect(NAME_THEN_HANDLE, n, whole),
    ...collect(HANDLE_THEN_NAME, n, whole),
    ...collect(MESSENGER_URL, n, whole),
  ];
}

// --- Personal profile URLs --------------------------------------------------------------------

/**
 * A profile on a social or code site: linkedin.com/in/…, github.com/<user>, facebook.com/…, fb.com,
 * fb.me, twitter.com/<user>, x.com/<user>, instagram.com/…, with or without scheme and www.
 */
const PROFILE_URL = new RegExp(
  String.raw`${URL_START}(?:(?:www|m|mobile|gist|[a-z]{2}(?:-[a-z]{2})?)\.)?(?<site>linkedin\.com\/(?:in|pub)|github\.com|facebook\.com|fb\.com|fb\.me|twitter\.com|x\.com|instagram\.com|instagr\.am)\/(?<user>[a-z0-9_.\-%]+)${URL_CHARS}*`,
  'gi',
);
/** A GitHub Pages site names its user: taro88.github.io. */
const GITHUB_PAGES = new RegExp(String.raw`${URL_START}[a-z0-9\-]{1,39}\.github\.io(?:\/${URL_CHARS}*)?`, 'gi');

/** First path segments that are the service's own pages, not someone's profile. */
const SERVICE_PAGES: Record<string, Set<string>> = {
  github: new Set(
    'about features pricing enterprise topics trending explore marketplace sponsors collections login join signup settings apps site security customer-stories readme team solutions resources events careers contact mobile codespaces copilot'.split(
      ' ',
    ),
  ),
  twitter: new Set(
    'home explore search i intent settings hashtag about tos privacy share login signup jobs notifications messages'.split(
      ' ',
    ),
  ),
  facebook: new Set(
    'business careers help policies privacy about legal login events marketplace watch gaming ads'.split(' '),
  ),
  instagram: new Set('explore about accounts developer legal'.split(' ')),
};

function serviceOf(site: string): string {
  if (site.startsWith('github')) return 'github';
  if (site.startsWith('twitter') || site.startsWith('x.')) return 'twitter';
  if (site.startsWith('f')) return 'facebook';
  if (site.startsWith('insta')) return 'instagram';
  return 'linkedin';
}

export function profileUrlSpans(n: string): Span[] {
  return [
    ...collect(PROFILE_URL, n, (m) => {
      const user = m.groups!.user!.replace(TRAILING_PUNCTUATION, '').toLowerCase();
      const pages = SERVICE_PAGES[serviceOf(m.groups!.site!.toLowerCase())];
      if (!user || pages?.has(user)) return undefined;
      return trimmed(n, m.index, m.index + m[0].length);
    }),
    ...collect(GITHUB_PAGES, n, (m) => trimmed(n, m.index, m.index + m[0].length)),
  ];
}
