import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of the profile photo and video fields and of the upload manager. */
export const PROFILE_MEDIA_NS = registerTexts('profile-media', { en, ja });
