import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of the employer console and of what both consoles share (login, layout, states). */
export const EMPLOYER_NS = registerTexts('employer', { en, ja });
