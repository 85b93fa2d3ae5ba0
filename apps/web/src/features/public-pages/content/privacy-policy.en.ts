import type { LegalDocument } from './legal-document.ts';

/** /privacy-policy in English (privacy-policy.ja.ts is the binding text). */
export const privacyPolicyEn: LegalDocument = {
  title: 'Privacy Policy',
  revised: '2026-11-29',
  intro: [
    'The operator of Hashi (“we”, “us”) respects the privacy of the engineers who use Hashi. This policy explains what personal information we collect, why, with whom we share it and how you can control it. We handle personal information in accordance with the Act on the Protection of Personal Information of Japan (APPI) and related guidelines.',
  ],
  sections: [
    {
      id: 'collect',
      heading: '1. Information we collect',
      blocks: [
        {
          list: [
            'Account information: email address, user name, password (stored only as a secure hash), language setting, and the name and email address given by Google, Facebook, LinkedIn or GitHub when you sign in with them.',
            'Profile: name, date of birth, gender if you give it, nationality, address, phone number, photo and self-introduction video, education, work experience, skills, licences and awards, languages and JLPT level, visa status, job preferences and desired salary.',
            'Documents: CVs and other files you upload, and the text we read from your CV to fill in your profile when you ask us to.',
            'Activity on the service: searches and saved searches, applications, pins, hidden jobs, messages and attachments, video interview answers, and reports you send.',
            'Technical and marketing data: IP address, browser and device, access logs, the page you first opened, the referring site and campaign (UTM) values.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: '2. Why we use it',
      blocks: [
        {
          list: [
            'to create and manage your account and to verify your identity when you log in;',
            'to show your profile to companies and introduce jobs, and to send your applications, messages and video interviews to the companies concerned;',
            'to recommend jobs and send notifications and emails you have chosen to receive, such as saved-search alerts;',
            'to answer your inquiries and to contact you about the service;',
            'to run campaigns, such as gift certificates for referrals, and to deliver their rewards;',
            'to detect and prevent fraud, spam and breaches of the Terms of Use, and to keep the service secure;',
            'to understand how the service is used and how people find it, and to improve it, using statistics that do not identify you.',
          ],
        },
        'We will not use personal information for other purposes without your consent, except where the law allows it.',
      ],
    },
    {
      id: 'companies',
      heading: '3. What companies see',
      blocks: [
        'Showing your profile to companies in Japan is the core of Hashi, and you agree to it when you register. Companies see your profile without your name and contact details while they search. Your name and date of birth are shared with a company when you apply to it or match with it. Your email address, phone number and address are shared only when your selection with that company reaches the first interview.',
        'You can block specific companies in your settings; they cannot see your profile. Apart from companies on Hashi, we do not give your personal information to third parties without your consent, except where the law requires or allows it (for example, at the request of a court or the police, or to protect someone’s life or safety).',
      ],
    },
    {
      id: 'providers',
      heading: '4. Service providers',
      blocks: [
        'We entrust some work to service providers, such as hosting, email delivery, file storage and virus scanning. We choose providers that protect data properly, give them only what the task needs, and supervise them under contract. If a provider handles data outside Japan, we do so in the ways the APPI allows and will tell you the country and its data protection system on request.',
      ],
    },
    {
      id: 'cookies',
      heading: '5. Cookies and similar technologies',
      blocks: [
        'We use cookies and the browser’s local storage to keep you logged in, to remember your language, and to record how you reached Hashi (referring site, campaign values and the first page you opened), which we keep for 7 days and attach to your account if you sign up. We do not use advertising cookies of third parties. You can delete cookies in your browser; some functions, such as staying logged in, then stop working.',
      ],
    },
    {
      id: 'retention',
      heading: '6. How long we keep it',
      blocks: [
        'We keep your information while your account exists. Self-introduction and interview videos are kept for 30 days after they are no longer in use. Inquiries you send us through the inquiry form, with our replies, are deleted one year after we answer them. When you delete your account, we delete or anonymise your personal information within a reasonable period, except what we must keep by law and the records of applications and messages already held by companies.',
      ],
    },
    {
      id: 'security',
      heading: '7. Security',
      blocks: [
        'We protect personal information with organisational, personnel, physical and technical measures: access limited to staff who need it, encrypted connections, hashed passwords, scanning of uploaded files, and logs of administrative access. The measures are described in more detail on the page on the handling of personal information.',
      ],
    },
    {
      id: 'your-rights',
      heading: '8. Your choices and rights',
      blocks: [
        'You can see and correct most of your information yourself in your profile and account settings, choose which emails you receive, block companies, and delete your account at any time.',
        'You may also ask us to disclose, correct, add to, delete, stop using or stop providing your personal information, and to disclose records of its provision to third parties. How to make such a request, the fee for a disclosure request (1,000 yen) and our reply time (a written reply within 2 weeks) are explained on the page on the handling of personal information.',
      ],
    },
    {
      id: 'age',
      heading: '9. Age',
      blocks: [
        'Hashi is for people aged 18 and over. We do not knowingly collect personal information from younger people.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes to this policy',
      blocks: [
        'We may change this policy when the law or the service changes. We announce important changes on the service before they take effect.',
      ],
    },
    {
      id: 'contact',
      heading: '11. Contact',
      blocks: [
        'For questions or complaints about personal information, please use our contact form. We answer within 5 business days.',
        {
          links: [
            { to: '/contact-us', label: 'Contact us' },
            { to: '/handling-personal-information', label: 'Handling of Personal Information' },
          ],
        },
      ],
    },
    {
      id: 'operator',
      heading: '12. Business operator',
      blocks: [
        'The business operator responsible for the personal information described in this policy is:',
        { operator: true },
      ],
    },
  ],
};
