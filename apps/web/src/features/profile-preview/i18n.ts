import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of /profile-preview, /personal-information* and the preview section of /profile-settings. */
export const PROFILE_PREVIEW_NS = registerTexts('profile-preview', { en, ja });
