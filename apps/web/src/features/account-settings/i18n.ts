import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of /account-settings and its children. */
export const ACCOUNT_SETTINGS_NS = registerTexts('account-settings', { en, ja });
