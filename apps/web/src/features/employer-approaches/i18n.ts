import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of the employer console's approach pages: applicants, applications and approach lists. */
export const EMPLOYER_APPROACHES_NS = registerTexts('employer-approaches', { en, ja });
