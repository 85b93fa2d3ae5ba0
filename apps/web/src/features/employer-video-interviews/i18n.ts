import { registerTexts } from '../../i18n/register-texts.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The texts of the employer console's video interviews: templates, sending, one interview, its messages. */
export const EMPLOYER_VIDEO_INTERVIEWS_NS = registerTexts('employer-video-interviews', { en, ja });
