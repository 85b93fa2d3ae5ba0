import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of the referral page and the campaign pages. */
export const REFERRAL_NS = registerTexts('referral', { en, ja });
