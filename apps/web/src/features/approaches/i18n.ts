import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of /approach, the apply dialog, the job actions and /jobs/{id}/applycomplete. */
export const APPROACH_NS = registerTexts('approaches', { en, ja });
