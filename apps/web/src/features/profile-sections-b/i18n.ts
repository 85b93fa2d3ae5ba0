import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** Texts of four profile-settings sections: preferences, licenses and awards, education, languages. */
export const SECTIONS_B_NS = registerTexts('profile-sections-b', { en, ja });
