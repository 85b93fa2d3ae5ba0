import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of /blog and /blog/:slug. */
export const BLOG_NS = registerTexts('blog', { en, ja });
