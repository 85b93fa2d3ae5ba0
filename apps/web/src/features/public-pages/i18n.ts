import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts around the public pages (the documents themselves are in content/). */
export const PUBLIC_PAGES_NS = registerTexts('public-pages', { en, ja });
