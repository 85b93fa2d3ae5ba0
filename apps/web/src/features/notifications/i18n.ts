import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of /notifications and /notifications/{id}. */
export const NOTIFICATIONS_NS = registerTexts('notifications', { en, ja });
