import type { CvProposals } from '@hashi/shared/cv-parse.schema';
import { type CvLine, sourceOf } from './extract-lines.ts';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/**
 * Phone numbers: international (+81 90-1234-5678, +84 912 345 678, (+1) 555-123-4567) and Japanese
 * domestic (090-1234-5678, 03-1234-5678, 0120-123-456, 09012345678). A run of digits must be long
 * enough to be a number and not a date or postal code (〒100-0001 has 7 digits).
 */
const PHONE = /(?:\(?\+\s?(\d{1,3})\)?[\s.-]?)?(\(?0?\d{1,4}\)?(?:[\s.-]?\d{2,4}){1,3})/g;
const PHONE_LABEL = /(?:tel|phone|mobile|cell|電話|携帯|連絡先|tel\.)/i;

function phoneIn(text: string): { country_code: string | null; number: string } | undefined {
  for (const m of text.matchAll(PHONE)) {
    const whole = m[0].trim();
    const digits = whole.replace(/\D/g, '');
    const country = m[1] ? `+${m[1]}` : null;
    const national = (m[2] ?? '').trim();
    const nationalDigits = national.replace(/\D/g, '');
    if (nationalDigits.length < 9 || digits.length > 15) continue;
    // Without a country code only a Japanese domestic number (leading 0) is taken: bare digit runs
    // in CVs are more often years, postal codes or ids.
    if (!country && !nationalDigits.startsWith('0')) continue;
    if (/^(?:19|20)\d{2}[/.-]\d{1,2}[/.-]\d{1,2}$/.test(national)) continue;
    return { country_code: country, number: national };
  }
  return undefined;
}

export function extractContact(lines: CvLine[]): CvProposals['contact'] {
  let email: CvProposals['contact']['email'] = null;
  let phone: CvProposals['contact']['phone'] = null;
  // A labelled line wins over a number met earlier in free text.
  const ordered = [...lines.filter((l) => PHONE_LABEL.test(l.text)), ...lines];
  for (const line of lines) {
    const m = line.text.match(EMAIL);
    if (m) {
      email = { value: m[0].toLowerCase(), source: sourceOf(line) };
      break;
    }
  }
  for (const line of ordered) {
    const text = line.text.replace(EMAIL, ' ');
    const value = phoneIn(text);
    if (value) {
      phone = { value, source: sourceOf(line) };
      break;
    }
  }
  return { email, phone };
}
