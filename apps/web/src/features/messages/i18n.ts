import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of /messages (Threads) and /messages/{code} (Conversation). */
export const MESSAGES_NS = registerTexts('messages', { en, ja });
