import type { Locale } from '@hashi/shared/constants';
import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page.tsx';
import { aboutUsEn } from '../content/about-us.en.ts';
import { aboutUsJa } from '../content/about-us.ja.ts';
import { handlingPersonalInformationEn } from '../content/handling-personal-information.en.ts';
import { handlingPersonalInformationJa } from '../content/handling-personal-information.ja.ts';
import type { LegalDocument } from '../content/legal-document.ts';
import { privacyPolicyEn } from '../content/privacy-policy.en.ts';
import { privacyPolicyJa } from '../content/privacy-policy.ja.ts';
import { termsOfUseEn } from '../content/terms-of-use.en.ts';
import { termsOfUseJa } from '../content/terms-of-use.ja.ts';
import { pageMeta, type PublicPage } from '../public-pages-meta.ts';
import { usePageTitle } from '../use-page-title.ts';

const DOCUMENTS = {
  'terms-of-use': { en: termsOfUseEn, ja: termsOfUseJa },
  'privacy-policy': { en: privacyPolicyEn, ja: privacyPolicyJa },
  'handling-personal-information': { en: handlingPersonalInformationEn, ja: handlingPersonalInformationJa },
  'about-us': { en: aboutUsEn, ja: aboutUsJa },
} satisfies Partial<Record<PublicPage, Record<Locale, LegalDocument>>>;

/** One of the long texts, in the language the visitor reads the site in. */
function DocumentPage({ page }: { page: keyof typeof DOCUMENTS }) {
  const { i18n } = useTranslation();
  const lng: Locale = i18n.resolvedLanguage === 'ja' ? 'ja' : 'en';
  usePageTitle(pageMeta(page, lng));
  return <LegalPage document={DOCUMENTS[page][lng]} lng={lng} />;
}

export const TermsOfUsePage = () => <DocumentPage page="terms-of-use" />;
export const PrivacyPolicyPage = () => <DocumentPage page="privacy-policy" />;
export const HandlingPersonalInformationPage = () => <DocumentPage page="handling-personal-information" />;
export const AboutUsPage = () => <DocumentPage page="about-us" />;
