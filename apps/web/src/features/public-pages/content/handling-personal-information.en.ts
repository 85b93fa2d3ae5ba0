import type { LegalDocument } from './legal-document.ts';

/** /handling-personal-information in English: what the APPI asks us to publish about retained data. */
export const handlingPersonalInformationEn: LegalDocument = {
  title: 'Handling of Personal Information',
  revised: '2025-06-04',
  intro: [
    'This page sets out the matters about retained personal data that the Act on the Protection of Personal Information (APPI) asks us to make known, and how you can ask the operator of Hashi (“we”) to disclose, correct or stop using the personal information we hold about you.',
  ],
  sections: [
    {
      id: 'purposes',
      heading: '1. Purposes of use of retained personal data',
      blocks: [
        'We use the personal data of job seekers registered on Hashi for the purposes listed in section 2 of our Privacy Policy: running your account, introducing you to companies and jobs, passing your applications and messages to companies, notifications you asked for, inquiries, campaigns, security, and improving the service.',
        { links: [{ to: '/privacy-policy', label: 'Privacy Policy' }] },
      ],
    },
    {
      id: 'requests',
      heading: '2. Requests you can make',
      blocks: [
        'You, or an agent acting for you, may ask us to:',
        {
          list: [
            'disclose the retained personal data we hold about you (a disclosure request);',
            'disclose the records of providing your data to third parties, or of receiving it from them;',
            'correct, add to or delete your data if it is not true;',
            'stop using or delete your data, or stop providing it to third parties, when the APPI allows such a request.',
          ],
        },
        'Much of your information can be seen and changed at once in your profile and account settings, without a request.',
      ],
    },
    {
      id: 'how-to-request',
      heading: '3. How to make a request',
      blocks: [
        {
          ordered: true,
          list: [
            'Contact us through the contact form and say which request you wish to make. We send you the request form by email.',
            'Return the completed form with a copy of one identity document that shows your name and address (residence card, passport, driver’s licence or My Number card without the number side). An agent also sends a power of attorney and the agent’s own identity document; for a legal representative, a document that proves the representation.',
            'For a disclosure request, pay the fee described in section 4.',
          ],
        },
        { links: [{ to: '/contact-us', label: 'Contact us' }] },
      ],
    },
    {
      id: 'fee',
      heading: '4. Fee',
      blocks: [
        'A disclosure request, including a request to disclose records of third-party provision, costs 1,000 yen (tax included) per request. Please pay it by bank transfer to the account we give you when we send the request form; bank charges are paid by the requester. Correction, deletion and stopping use are free of charge.',
        'If we cannot confirm the payment, or the identity of the requester, we may be unable to answer the request.',
      ],
    },
    {
      id: 'reply',
      heading: '5. Our reply',
      blocks: [
        'We reply in writing within 2 weeks of receiving the completed form, the identity documents and, for a disclosure request, the fee. We send the written reply by post to the address in the identity document. If you ask, we can provide the disclosed data as an electronic file instead.',
        'We may decline to disclose all or part of the data if disclosure could harm the life, body, property or other rights of you or another person, would seriously hinder our business, or would break another law. If we decline, we tell you so in writing, with the reason.',
      ],
    },
    {
      id: 'security',
      heading: '6. Security control measures',
      blocks: [
        {
          list: [
            'Basic policy: we have set out a basic policy on the proper handling of personal data, covering compliance with laws and the contact point for questions and complaints.',
            'Rules: we have written rules for each stage of handling personal data, from collection and use to storage, provision and deletion, and for who is responsible for each.',
            'Organisational measures: we appoint a person responsible for personal data, limit who may handle it, keep records of administrative access, and have a process for reporting incidents.',
            'Personnel measures: staff sign confidentiality undertakings and receive regular training on handling personal data.',
            'Physical measures: we control entry to places where personal data is handled and prevent the theft or loss of devices and documents.',
            'Technical measures: access control and authentication, encryption of communications, password hashing, virus scanning of uploaded files, and protection against unauthorised access from outside.',
            'Understanding the external environment: where a service provider stores personal data abroad, we check the personal data protection system of that country before doing so.',
          ],
        },
      ],
    },
    {
      id: 'complaints',
      heading: '7. Questions and complaints',
      blocks: [
        'Please send questions and complaints about how we handle personal information through the contact form. We answer within 5 business days.',
        { links: [{ to: '/contact-us', label: 'Contact us' }] },
      ],
    },
    {
      id: 'operator',
      heading: '8. Name, address and representative of the business operator',
      blocks: [
        'The business operator that handles your retained personal data, as the APPI requires us to make known:',
        { operator: true },
      ],
    },
  ],
};
