import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of the MyPage dashboard at `/`. */
export const DASHBOARD_NS = registerTexts('dashboard', { en, ja });
