import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of /video-interviews/{id}: the applicant's video interview (spec §2). */
export const VIDEO_INTERVIEWS_NS = registerTexts('video-interviews', { en, ja });
