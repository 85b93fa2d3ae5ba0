import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of /faq, /faq-inquiry and /contact-us. */
export const FAQ_NS = registerTexts('faq', { en, ja });
