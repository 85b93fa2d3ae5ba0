import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of the admin console (its login and layout texts are the employer namespace's `console.*`). */
export const ADMIN_NS = registerTexts('admin', { en, ja });
