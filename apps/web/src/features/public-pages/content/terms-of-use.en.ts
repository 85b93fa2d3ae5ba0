import type { LegalDocument } from './legal-document.ts';

/** /terms-of-use in English. The Japanese text (terms-of-use.ja.ts) is the binding one (§17). */
export const termsOfUseEn: LegalDocument = {
  title: 'Terms of Use',
  revised: '2025-06-04',
  intro: [
    'These Terms of Use (the “Terms”) set out the conditions for using Hashi, the job-matching service for foreign and bilingual IT engineers who want to work in Japan (the “Service”), provided by the operator of Hashi (“we”, “us”). Please read them before you register. By registering or using the Service, you agree to these Terms.',
  ],
  sections: [
    {
      id: 'scope',
      heading: '1. Scope',
      blocks: [
        'These Terms apply to every use of the Service by job seekers, on the website and through any application we provide. Rules and notices we publish on the Service, including the Privacy Policy and the page on the handling of personal information, form part of these Terms.',
      ],
    },
    {
      id: 'definitions',
      heading: '2. Definitions',
      blocks: [
        {
          list: [
            '“User” means a person who has registered for the Service as a job seeker.',
            '“Company” means a company or organisation that uses the Service to recruit, with an employer account approved by us.',
            '“Job posting” means the information about a job that a Company publishes on the Service after our review.',
            '“Profile” means the information a User registers, such as work experience, skills, language ability, preferences, photo, video and CV.',
            '“Approach” means a scout, a pin or an expression of interest that a Company sends to a User, and an application, a “Know More” request or a pin that a User sends to a Company.',
          ],
        },
      ],
    },
    {
      id: 'registration',
      heading: '3. Registration and your account',
      blocks: [
        'You register with an email address and a password, or with an account of Google, Facebook, LinkedIn or GitHub. Registration is complete when you verify your email address. You must be at least 18 years old to register.',
        'Give true, accurate and current information, and keep it up to date. One person may hold one account only.',
        'You are responsible for keeping your password secret. Do not let anyone else use your account. If you believe someone else has used it, change your password and tell us at once through the contact form.',
      ],
    },
    {
      id: 'service',
      heading: '4. What the Service provides',
      blocks: [
        'Through the Service you can build a Profile, search and save job postings, apply to them, receive and answer Approaches from Companies, exchange messages with Companies, and take video interviews. We may add, change or end functions of the Service as described in section 15.',
        'The Service introduces Users and Companies to each other. We are not a party to any employment contract or other agreement between a User and a Company, and we do not guarantee that you will receive an interview or an offer.',
      ],
    },
    {
      id: 'fees',
      heading: '5. Fees',
      blocks: [
        'The Service is free for job seekers. We do not charge Users any registration fee, usage fee or success fee, and we never ask a User to pay for an introduction or an offer. Costs of your internet connection and devices are yours.',
        'Gift certificates or other benefits of a campaign we run are given under the rules of that campaign, published on the Service.',
      ],
    },
    {
      id: 'profile',
      heading: '6. Your Profile and what Companies see',
      blocks: [
        'Companies registered on the Service can search and read Profiles in order to send Approaches. Your name and date of birth are shared with a Company when you apply to it or when you and the Company match. Your email address, phone number and home address are not shown to a Company until your selection with it reaches the first interview.',
        'You can exclude specific Companies in your settings. An excluded Company cannot see your Profile.',
        'You are responsible for the content of your Profile and of the documents you upload. Do not include information about other people without their consent.',
      ],
    },
    {
      id: 'messages',
      heading: '7. Messages',
      blocks: [
        'You can send a message to a Company when you reply to its scout, pin or expression of interest, or once you are in selection with it. Before the first interview, contact details written in a message (email addresses, phone numbers, messenger IDs, personal profile URLs) are hidden automatically, so that both sides keep to the Service until they meet.',
        'You can report a message that breaks these Terms. We review reports and may hide messages or restrict accounts under section 10.',
      ],
    },
    {
      id: 'postings',
      heading: '8. Job postings and Companies',
      blocks: [
        'We review every job posting before it is published and may refuse, suspend or remove a posting that breaks the law or our rules. Each posting is the Company’s own statement, and the Company is responsible for its content and for its recruitment.',
        'Before you accept an offer, check the working conditions in writing with the Company (for example in a written notice of working conditions). If a posting seems false or a Company behaves improperly, please tell us through the contact form.',
      ],
    },
    {
      id: 'prohibited',
      heading: '9. Prohibited conduct',
      blocks: [
        'When using the Service, you must not:',
        {
          list: [
            'register false information, or pretend to be another person;',
            'break the law or public order, or help others do so;',
            'harass, threaten or defame any person, or send discriminatory content;',
            'send advertising, solicitation or unrelated business proposals to Companies or Users;',
            'use the Service to recruit for another service, or to introduce jobs as an agent without our written consent;',
            'copy, collect or reuse information from the Service (including by automated means) for purposes other than your own job search;',
            'infringe the intellectual property, privacy or other rights of others;',
            'access the Service in an unauthorised way, interfere with its operation, or send harmful programs;',
            'try to move contact with a Company outside the Service before the first interview in order to avoid these Terms;',
            'do anything else that we reasonably judge to be inappropriate for the Service.',
          ],
        },
      ],
    },
    {
      id: 'suspension',
      heading: '10. Suspension and removal',
      blocks: [
        'If a User breaks these Terms, gives false information, cannot be contacted for a long period, or if we reasonably judge it necessary, we may, without prior notice, hide content, restrict the use of functions, suspend the account or delete it. We will explain our reasons where the law or the circumstances allow.',
      ],
    },
    {
      id: 'withdrawal',
      heading: '11. Deleting your account',
      blocks: [
        'You can delete your account at any time in the account settings. After deletion, your Profile is no longer shown to Companies. Applications and messages already sent to a Company remain with that Company as records of its recruitment. We keep and delete personal information as described in the Privacy Policy.',
      ],
    },
    {
      id: 'rights',
      heading: '12. Intellectual property',
      blocks: [
        'The rights to the Service, its design, texts and software belong to us or to those who licensed them to us. You keep the rights to the content you register. You allow us to use it, free of charge, to the extent necessary to provide, show and improve the Service (for example, to show your Profile to Companies and to generate a profile from your CV).',
      ],
    },
    {
      id: 'disclaimer',
      heading: '13. Disclaimer and liability',
      blocks: [
        'We work to keep the Service accurate and available, but we do not guarantee that it is free of errors or interruptions, or that information published by Companies is accurate or complete.',
        'We are not liable for disputes between Users and Companies, or for loss caused by the use of the Service, except where the loss is caused by our wilful misconduct or gross negligence. Where the Consumer Contract Act or other law makes us liable, our liability is limited to the direct and ordinary loss that the User actually suffered.',
      ],
    },
    {
      id: 'personal-information',
      heading: '14. Personal information',
      blocks: [
        'We handle personal information according to our Privacy Policy and the page on the handling of personal information, which also explain how to request disclosure, correction or deletion of your information.',
      ],
    },
    {
      id: 'changes',
      heading: '15. Changes to the Service and to these Terms',
      blocks: [
        'We may change, suspend or end the Service, wholly or in part, for maintenance, for reasons of security, or for business reasons. Where possible we announce this on the Service in advance.',
        'We may revise these Terms when necessary, in line with Article 548-4 of the Civil Code. We announce the revised Terms, the date they take effect and what changes on the Service in advance. If you use the Service after that date, you agree to the revised Terms.',
      ],
    },
    {
      id: 'law',
      heading: '16. Governing law and jurisdiction',
      blocks: [
        'These Terms are governed by the laws of Japan. The Tokyo District Court has exclusive jurisdiction in the first instance over any dispute about the Service or these Terms.',
      ],
    },
    {
      id: 'language',
      heading: '17. Language',
      blocks: [
        'These Terms are written in Japanese and in English. If the two versions differ, the Japanese version prevails.',
      ],
    },
    {
      id: 'operator',
      heading: '18. Operator',
      blocks: [
        'The Service is provided by the following company, which is “we” and “us” in these Terms.',
        { operator: true },
      ],
    },
  ],
};
