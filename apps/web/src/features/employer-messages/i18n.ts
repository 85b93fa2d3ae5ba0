import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of the employer console's messages: the inbox, a conversation and the nav entry. */
export const EMPLOYER_MESSAGES_NS = registerTexts('employer-messages', { en, ja });
