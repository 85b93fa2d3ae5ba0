import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/**
 * The labels of the profile's fields, one text per field (issue 13): the registration wizard and
 * the profile settings both read them from here, so a field is called the same on both screens.
 */
export const PROFILE_FIELDS_NS = registerTexts('profile', { en, ja });
