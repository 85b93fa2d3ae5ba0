import { CONTACT_MARKER } from './contact-marker.ts';
import { describe, expect, it } from 'vitest';
import { filterContactDetails } from './contact-filter.ts';

const M = CONTACT_MARKER;

/** A phone number's digits left behind: seven or more digits joined only by separators. */
const PHONE_DIGITS_LEFT = /\d(?:[\s.()\-\u2010-\u2015\u2212\u30FC]{0,3}\d){6,}/;
/** An e-mail address left behind. */
const EMAIL_LEFT = /[a-z0-9]\s*@\s*[a-z0-9-]+\./i;

describe('filterContactDetails: what it hides', () => {
  it.each([
    // E-mail addresses
    ['Please email me at taro.yamada@example.com before Friday.', `Please email me at ${M} before Friday.`],
    ['E-mail: hanako.suzuki+jobs@example.co.jp (private)', `${M} (private)`],
    ['My address is taro [at] example [dot] com, thanks.', `My address is ${M}, thanks.`],
    ['Write to taro at example dot com if that is easier.', `Write to ${M} if that is easier.`],
    ['Contact: taro(at)example.com', `Contact: ${M}`],
    ['You can reach me at taro at gmail.com anytime.', `You can reach me at ${M} anytime.`],
    ['Reach me: taro.yamada(at)gmail(dot)com after the interview.', `Reach me: ${M} after the interview.`],
    ['メールはtaro＠ｅｘａｍｐｌｅ．ｃｏｍまでお願いします。', `メールは${M}までお願いします。`],
    ['taro アットマーク example ドット com に送ってください。', `${M} に送ってください。`],
    ['メールアドレス：hanako@example.jp　いつでもどうぞ', `${M}　いつでもどうぞ`],
    ['メアドは taro.y@docomo.ne.jp です', `メアドは ${M} です`],
    ['念のため、メール： taro.yamada ＠ example . com もお伝えします。', `念のため、${M} もお伝えします。`],
    // Phone numbers, Japanese
    ['Call me on 090-1234-5678 after 6pm.', `Call me on ${M} after 6pm.`],
    ['09012345678に電話ください', `${M}に電話ください`],
    ['Office: 03-1234-5678 (weekdays)', `Office: ${M} (weekdays)`],
    ['代表 TEL 03(1234)5678 まで', `代表 ${M} まで`],
    ['フリーダイヤル 0120-123-456 で受け付けています。', `フリーダイヤル ${M} で受け付けています。`],
    ['携帯：０９０－１２３４－５６７８までご連絡ください。', `${M}までご連絡ください。`],
    ['連絡は090ー1234ー5678（携帯）まで', `連絡は${M}（携帯）まで`],
    ['Text me: 0 9 0 1 2 3 4 5 6 7 8 thanks', `Text me: ${M} thanks`],
    ['Number is 090.1234.5678 ok?', `Number is ${M} ok?`],
    ['面接の件、電話番号 03−1234−5678 にかけてください。', `面接の件、${M} にかけてください。`],
    // Phone numbers, international
    ['My mobile is +81 90 1234 5678 if you need it.', `My mobile is ${M} if you need it.`],
    ['Tokyo office: +81-3-1234-5678.', `Tokyo office: ${M}.`],
    ['Our recruiter in SF is at +1 (415) 555-0134.', `Our recruiter in SF is at ${M}.`],
    ['London desk: 0044 20 7946 0958, ask for Tom.', `London desk: ${M}, ask for Tom.`],
    ['Call (415) 555-0134 today', `Call ${M} today`],
    // Phone numbers, spelled out
    ['call zero nine zero one two three four five six seven eight tonight', `call ${M} tonight`],
    ['番号はゼロキューゼロ、イチニーサンヨン、ゴーロクナナハチです', `番号は${M}です`],
    ['電話は〇九〇一二三四五六七八にお願いします', `電話は${M}にお願いします`],
    ['ぜろきゅうぜろ いちにさんよん ごろくななはち に電話して', `${M} に電話して`],
    // Messenger IDs
    ['LINE: taro_88 で追加してください', `${M} で追加してください`],
    ['My LINE ID taro88, add me anytime.', `My ${M}, add me anytime.`],
    ['ラインID：taro88 です', `${M} です`],
    ['QRはこちら https://line.me/ti/p/AbCdEf123 です', `QRはこちら ${M} です`],
    ['Message me at wa.me/819012345678 please.', `Message me at ${M} please.`],
    ['WhatsApp +44 7700 900123 works best.', `${M} works best.`],
    ['WhatsApp: taro if you prefer.', `${M} if you prefer.`],
    ['Find me on t.me/taro_dev or Telegram @taro_dev.', `Find me on ${M} or ${M}.`],
    ['WeChat: taro88, I am in Shanghai this week.', `${M}, I am in Shanghai this week.`],
    ['微信：taro88 までどうぞ', `${M} までどうぞ`],
    ['Skype: live:taro and we can talk', `${M} and we can talk`],
    ['skype id taro.yamada for the call', `${M} for the call`],
    ['@taro88 on LINE is fastest.', `${M} is fastest.`],
    // Personal profile URLs
    ['My profile: https://www.linkedin.com/in/taro-yamada-123/ for reference', `My profile: ${M} for reference`],
    ['Code samples at github.com/taro88 and more.', `Code samples at ${M} and more.`],
    ['facebook.com/taro.yamada.5 にも載せています', `${M} にも載せています`],
    ['Follow me: twitter.com/taro_dev / x.com/taro_dev', `Follow me: ${M} / ${M}`],
    ['ポートフォリオは instagram.com/taro.photo です', `ポートフォリオは ${M} です`],
    ['Also on Instagram @taro.photo!', `Also on ${M}!`],
    ['Reach me at https://fb.com/taro88 or fb.me/taro88', `Reach me at ${M} or ${M}`],
    ['My site taro88.github.io has my projects.', `My site ${M} has my projects.`],
    // Several at once
    ['Tel: 03-1234-5678 / E-mail: info-taro@example.com', `${M} / ${M}`],
  ])('hides the contact detail in %j', (input, expected) => {
    const result = filterContactDetails(input);
    expect(result).toEqual({ text: expected, filtered: true });
    const left = result.text.normalize('NFKC');
    expect(left).not.toMatch(PHONE_DIGITS_LEFT);
    expect(left).not.toMatch(EMAIL_LEFT);
  });
});

describe('filterContactDetails: what it leaves', () => {
  it.each([
    // Years, salaries
    'We founded the company in 2024 and plan to list in 2026年.',
    '年収600万〜800万円を想定しています。',
    'Salary: ¥5,000,000 – ¥7,000,000 per year.',
    '想定年収は5,000,000円です。',
    'Base pay is $120,000 plus bonus.',
    'The role pays 500万円 and includes 20 days of leave.',
    'The budget is 10,000,000 to 12,000,000 yen.',
    // Dates and times
    '面接日は2026年11月25日 10:00-11:30 でいかがでしょうか。',
    'Can we meet on 2026-11-25 or 2026/11/26?',
    'Shall we say 11/25 at 10:00?',
    'The sprint runs from 2026.11.01 to 2026.11.14.',
    '在籍期間：2019.04 - 2021.03、2021.04 - 2024.03',
    'テレワークは週3日、出社は10:00〜19:00です。',
    // Versions, counts, ranges, reference numbers, postal codes
    'We run Node 20.11.1, TypeScript 5.6 and Java 17.',
    'Our SDK is at v3.2.1 and targets ES2022.',
    'React 18.2.0 / Next.js 14.2.3 を使っています。',
    'We are looking for 3-5 years of experience; the team of 12 ships weekly.',
    '応募者数は1,234名、面接通過率は12.5%です。',
    'Reference number: 2026-1125-0042.',
    'The office is at 〒150-0002 東京都渋谷区渋谷2-21-1.',
    // Company and product URLs, services named without a profile
    'See https://example.co.jp/careers for details.',
    'Our product site is https://hashi.example.com/jobs?id=42.',
    'Our code lives on github.com, and we review every PR.',
    'See github.com/features/actions for our CI.',
    'Our company page: https://www.linkedin.com/company/example-inc',
    'x.com and facebook.com are blocked on the office network.',
    'Check the Telegram bot API docs at https://core.telegram.org/bots.',
    'Look at example.com for the product.',
    // LINE and ライン as words, messengers named in prose
    'I fixed a line of code that broke the production line before the deadline.',
    'All interviews are held online.',
    'Bottom line: we need someone who can own the backend.',
    'Line 42 of the config sets the timeout to 3000 ms.',
    '生産ラインの改善を担当していました。',
    'LINEで連絡しても大丈夫ですか？',
    'We use Skype for business meetings and WhatsApp for nothing else.',
    'Please answer by phone or e-mail, whichever you prefer.',
    'He is good at Python and Go, and knows npm@10.2.3 well.',
  ])('leaves %j as it is', (input) => {
    expect(filterContactDetails(input)).toEqual({ text: input, filtered: false });
  });
});

describe('filterContactDetails: spans', () => {
  it('replaces a full-width detail in the original text, keeping full-width prose around it', () => {
    expect(filterContactDetails('ご連絡は　ＴＥＬ：０３－１２３４－５６７８　まで').text).toBe(`ご連絡は　${M}　まで`);
  });

  it('makes one marker of details that only whitespace separates', () => {
    expect(filterContactDetails('Tel 090-1234-5678 taro@example.com LINE ID: taro88 thanks').text).toBe(`${M} thanks`);
  });

  it('takes the label with a messenger number: the name and the whole number go', () => {
    expect(filterContactDetails('Viber: +81 90 1234 5678 or here').text).toBe(`${M} or here`);
  });

  it('filters a repository link, since its owner may be the applicant', () => {
    expect(filterContactDetails('Our repo: github.com/example-inc/sdk').text).toBe(`Our repo: ${M}`);
  });
});

describe('filterContactDetails: long input', () => {
  const fill = (piece: string) => piece.repeat(Math.ceil(4000 / piece.length)).slice(0, 4000);

  // Strings built to make a backtracking regular expression go quadratic or worse; each must just
  // finish (the filter runs in about a millisecond on them).
  it.each([
    ['letters', fill('a')],
    ['digits', fill('0')],
    ['digits and dots', fill('1.')],
    ['digits and brackets', fill('(0')],
    ['spaced digits', fill('0 ')],
    ['plus signs', fill('+0 ')],
    ['local parts without a domain', `${fill('a.')}@`],
    ['at signs', fill('a@b.')],
    ['spelled ats and dots', fill('a at b dot ')],
    ['spaces', `a${' '.repeat(3998)}a`],
    ['kanji digits', fill('一')],
    ['English digit words and digits', fill('one 1 ')],
    ['LINE IDs', fill('LINE ID ')],
    ['profile URL path', `https://github.com/${fill('a')}`],
    ['handles', fill('@a on ')],
  ])('finishes on a 4,000-character string of %s', (_name, input) => {
    const result = filterContactDetails(input);
    expect(typeof result.text).toBe('string');
  });

  it('filters a long realistic message', () => {
    const prose = 'ご応募ありがとうございます。面接日程について、ご都合のよい日時を教えてください。';
    const input = `${prose.repeat(40)}携帯は090-1234-5678です。${prose.repeat(40)}`;
    expect(filterContactDetails(input).text).toBe(`${prose.repeat(40)}携帯は${M}です。${prose.repeat(40)}`);
  });
});
