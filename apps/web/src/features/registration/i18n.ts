import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of the registration wizard (/profile-registration). */
export const REGISTRATION_NS = registerTexts('registration', { en, ja });
