import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of /profile-settings: the page, its navigation and the sections this feature owns. */
export const PROFILE_SETTINGS_NS = registerTexts('profile-settings', { en, ja });
