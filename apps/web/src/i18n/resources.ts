import { sharedMessages } from '@hashi/shared/i18n';
import enCommon from './locales/en/common.json';
import jaCommon from './locales/ja/common.json';

/**
 * The shell's namespaces, bundled statically: the texts are small, and a language switch or a first
 * paint must never wait for a network round trip. Features register their own when they load
 * (register-texts.ts).
 */
export const resources = {
  en: { common: enCommon, shared: sharedMessages.en },
  ja: { common: jaCommon, shared: sharedMessages.ja },
} as const;

export const namespaces = ['common', 'shared'] as const;
