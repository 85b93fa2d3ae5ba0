import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of /my-search and of "Save this search" on /jobs. */
export const SAVED_SEARCHES_NS = registerTexts('saved-searches', { en, ja });
