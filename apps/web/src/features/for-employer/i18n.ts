import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of /for-employer. */
export const FOR_EMPLOYER_NS = registerTexts('for-employer', { en, ja });
