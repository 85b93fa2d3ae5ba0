import { sharedMessages } from '@hashi/shared/i18n';
import enAuth from '../features/auth/locales/en.json';
import jaAuth from '../features/auth/locales/ja.json';
import enCommon from './locales/en/common.json';
import jaCommon from './locales/ja/common.json';

/**
 * Every namespace is bundled statically: the texts are small, and a language switch or a first
 * paint must never wait for a network round trip.
 */
export const resources = {
  en: { common: enCommon, shared: sharedMessages.en, auth: enAuth },
  ja: { common: jaCommon, shared: sharedMessages.ja, auth: jaAuth },
} as const;

export const namespaces = ['common', 'shared', 'auth'] as const;
