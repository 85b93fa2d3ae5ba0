import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The CV feature's texts (namespace 'cv'); imported by every module that uses them. */
export const CV_NS = registerTexts('cv', { en, ja });
