import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of reporting a message and of the notices that take a reported message's place. */
export const MESSAGE_REPORTS_NS = registerTexts('message-reports', { en, ja });
