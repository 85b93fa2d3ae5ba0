import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of /jobs, /search and /jobs/:id. */
export const JOBS_NS = registerTexts('jobs', { en, ja });
