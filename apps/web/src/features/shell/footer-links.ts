import { aboutUsUrl, privacyPolicyUrl } from './external-links.ts';

/**
 * Spec §2 footer: the company and legal pages. The footer lists them at lg and wider; below it, where
 * the footer is not rendered, the phone drawer lists the same ones, so every width reaches them.
 */
export type FooterLinkItem = { key: string; labelKey: string; href: string };

export function legalLinks(): FooterLinkItem[] {
  return [
    { key: 'about-us', labelKey: 'footer.about_us', href: aboutUsUrl() },
    { key: 'terms-of-use', labelKey: 'footer.terms_of_use', href: '/terms-of-use' },
    { key: 'privacy-policy', labelKey: 'footer.privacy_policy', href: privacyPolicyUrl() },
    {
      key: 'handling-personal-information',
      labelKey: 'footer.handling_personal_information',
      href: '/handling-personal-information',
    },
    { key: 'for-employer', labelKey: 'footer.for_employers', href: '/for-employer' },
  ];
}
