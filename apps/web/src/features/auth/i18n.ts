import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of the login, sign-up, password, e-mail and account pages (namespace 'auth'). */
export const AUTH_NS = registerTexts('auth', { en, ja });
