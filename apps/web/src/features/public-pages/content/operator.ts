import type { Locale } from '@hashi/shared/constants';

/**
 * The company that operates Hashi, as the terms, the privacy policy, the handling of personal
 * information and the about-us page state it: one place, in English and Japanese. A deployer sets
 * their own at build time (`VITE_OPERATOR_*`, see README "Production configuration"); the defaults
 * below describe Hashi's own operator.
 */
export type Operator = {
  /** The company's registered (legal) name. */
  readonly name: string;
  /** The registered office (本店所在地), with the postal code. */
  readonly registeredOffice: string;
  /** Title and name of the representative director. */
  readonly representative: string;
  /** Where to write: the support inbox (the contact form reaches it too). */
  readonly email: string;
};

const DEFAULT_EMAIL = 'support@hashi.example';

/**
 * Hashi's operator. `registeredOffice` is the company's registered office (本店所在地) as entered in the
 * commercial register; a deployer replaces it with VITE_OPERATOR_ADDRESS_EN / VITE_OPERATOR_ADDRESS_JA.
 */
export const DEFAULT_OPERATOR: Readonly<Record<Locale, Operator>> = {
  en: {
    name: 'Hashi K.K.',
    registeredOffice: '7F Nihonbashi Muromachi Building, 1-5-3 Nihonbashi Muromachi, Chuo-ku, Tokyo 103-0022, Japan',
    representative: 'Kenji Takahashi, Representative Director',
    email: DEFAULT_EMAIL,
  },
  ja: {
    name: '株式会社ハシ',
    registeredOffice: '〒103-0022 東京都中央区日本橋室町1-5-3 日本橋室町ビル7階',
    representative: '代表取締役 高橋 健二',
    email: DEFAULT_EMAIL,
  },
};

const env = import.meta.env;

/** The operator in `locale`, each field from its build-time setting when one is given. */
export function operatorIn(locale: Locale): Operator {
  const fallback = DEFAULT_OPERATOR[locale];
  const ja = locale === 'ja';
  return {
    name: (ja ? env.VITE_OPERATOR_NAME_JA : env.VITE_OPERATOR_NAME_EN) || fallback.name,
    registeredOffice: (ja ? env.VITE_OPERATOR_ADDRESS_JA : env.VITE_OPERATOR_ADDRESS_EN) || fallback.registeredOffice,
    representative:
      (ja ? env.VITE_OPERATOR_REPRESENTATIVE_JA : env.VITE_OPERATOR_REPRESENTATIVE_EN) || fallback.representative,
    email: env.VITE_OPERATOR_EMAIL || fallback.email,
  };
}
