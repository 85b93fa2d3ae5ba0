import type { LegalDocument } from './legal-document.ts';

/** /about-us in English. */
export const aboutUsEn: LegalDocument = {
  title: 'About us',
  intro: [
    'Hashi (橋) means “bridge” in Japanese. Since 2020 we have built a bridge between international IT engineers and the companies in Japan that need them.',
  ],
  sections: [
    {
      id: 'why',
      heading: 'Why Hashi exists',
      blocks: [
        'Japan needs far more software engineers than it trains, and many companies now hire from abroad or work in English. Yet engineers outside Japan find it hard to tell which jobs are open to them: postings hide the salary, do not say whether the company sponsors a visa, or ask for “business-level Japanese” without saying what that means.',
        'Companies have the opposite problem. They receive applications from people who cannot accept the job, and they spend weeks finding out about a candidate’s visa, Japanese level and salary expectations.',
        'Hashi puts these facts on the table from the start, in English and in Japanese, so both sides spend their time on the people and jobs that fit.',
      ],
    },
    {
      id: 'what-we-do',
      heading: 'What we do',
      blocks: [
        {
          list: [
            'Job postings that answer the first questions: every posting shows the salary range or says it is negotiable, the Japanese and English levels needed, visa sponsorship and how much remote work is possible.',
            'Profiles in two languages: engineers describe their skills, experience and Japanese level once, and companies read them in the language they prefer.',
            'Companies come to you: companies search profiles and send scouts, pins and expressions of interest; you decide whom to answer.',
            'Messages and selection in one place: applications, interviews and offers move through clear stages that both sides see.',
          ],
        },
      ],
    },
    {
      id: 'promises',
      heading: 'What we promise engineers',
      blocks: [
        {
          list: [
            'Hashi is free for job seekers, with no registration, usage or success fee.',
            'Every job posting is reviewed by our team before it is published.',
            'Your contact details stay hidden from a company until your selection reaches the first interview, and you can block any company from seeing your profile.',
            'We write to you in your language, and every screen works in English and Japanese.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Get in touch',
      blocks: [
        'Engineers can read how Hashi works and create an account for free. Companies that want to hire international engineers will find what Hashi offers them on our page for employers.',
        {
          links: [
            { to: '/hashi-info', label: 'How Hashi works' },
            { to: '/for-employer', label: 'For employers' },
            { to: '/contact-us', label: 'Contact us' },
          ],
        },
      ],
    },
    {
      id: 'company',
      heading: 'Company information',
      blocks: ['Hashi is operated by:', { operator: true }],
    },
  ],
};
