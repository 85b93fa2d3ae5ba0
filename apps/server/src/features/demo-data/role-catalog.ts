/**
 * The roles demo postings are made of: a job position id (masters), the title as Japanese postings
 * write it, the stacks a posting of that role names (title label and skill ids, masters), and the
 * family whose tasks describe the work (role-texts.ts). Weights follow what Japanese IT job boards
 * list most (backend, frontend, infrastructure first).
 */

export type Family =
  | 'backend'
  | 'frontend'
  | 'fullstack'
  | 'mobile'
  | 'infra'
  | 'data'
  | 'ml'
  | 'qa'
  | 'security'
  | 'embedded'
  | 'game'
  | 'pm'
  | 'manager'
  | 'bridge'
  | 'consultant'
  | 'design'
  | 'customer'
  | 'corporate';

export interface Stack {
  /** Shown in the title's parentheses; null for roles titled without a stack. */
  label: string | null;
  skills: readonly number[];
}

export interface Role {
  position: number;
  en: string;
  ja: string;
  family: Family;
  weight: number;
  stacks: readonly Stack[];
}

const s = (label: string | null, ...skills: number[]): Stack => ({ label, skills });

export const ROLES: readonly Role[] = [
  {
    position: 1,
    en: 'Backend Engineer',
    ja: 'バックエンドエンジニア',
    family: 'backend',
    weight: 16,
    stacks: [
      s('Go', 5, 125, 157, 21, 133),
      s('Java', 1, 16, 156, 20, 98),
      s('Ruby on Rails', 7, 17, 156, 124, 20),
      s('PHP / Laravel', 6, 18, 156, 21),
      s('Python', 2, 111, 157, 20, 113),
      s('Kotlin', 10, 16, 157, 20, 103),
      s('TypeScript / Node.js', 4, 15, 105, 157, 20),
      s('Scala', 27, 102, 156, 248),
      s('C# / .NET', 8, 115, 159, 181),
    ],
  },
  {
    position: 2,
    en: 'Frontend Engineer',
    ja: 'フロントエンドエンジニア',
    family: 'frontend',
    weight: 11,
    stacks: [
      s('React', 12, 4, 14, 75, 83),
      s('Vue.js', 13, 4, 63, 80),
      s('TypeScript', 4, 12, 71, 340),
      s('Next.js', 14, 12, 4, 188),
      s('Angular', 62, 4, 74),
    ],
  },
  {
    position: 3,
    en: 'Full-stack Engineer',
    ja: 'フルスタックエンジニア',
    family: 'fullstack',
    weight: 8,
    stacks: [
      s('TypeScript', 4, 12, 15, 157, 20),
      s('Ruby on Rails / React', 17, 7, 12, 156),
      s('Python / Vue.js', 2, 19, 13, 157),
      s('PHP / Vue.js', 6, 18, 13, 156),
    ],
  },
  {
    position: 4,
    en: 'Web Application Engineer',
    ja: 'Webアプリケーションエンジニア',
    family: 'fullstack',
    weight: 5,
    stacks: [s('Java', 1, 94, 156, 59), s('PHP', 6, 18, 156, 3), s('Ruby', 7, 17, 157, 3)],
  },
  {
    position: 5,
    en: 'Systems Engineer',
    ja: 'システムエンジニア',
    family: 'backend',
    weight: 5,
    stacks: [s('Java', 1, 94, 158, 424, 425), s('C#', 8, 116, 159, 424), s(null, 1, 23, 424, 425, 426)],
  },
  {
    position: 9,
    en: 'iOS Engineer',
    ja: 'iOSエンジニア',
    family: 'mobile',
    weight: 4,
    stacks: [s('Swift', 11, 142, 143, 144, 457)],
  },
  {
    position: 10,
    en: 'Android Engineer',
    ja: 'Androidエンジニア',
    family: 'mobile',
    weight: 4,
    stacks: [s('Kotlin', 10, 141, 145, 458)],
  },
  {
    position: 11,
    en: 'Mobile App Engineer',
    ja: 'モバイルアプリエンジニア',
    family: 'mobile',
    weight: 3,
    stacks: [s('Flutter', 146, 28, 154), s('React Native', 147, 4, 148)],
  },
  {
    position: 12,
    en: 'Infrastructure Engineer',
    ja: 'インフラエンジニア',
    family: 'infra',
    weight: 5,
    stacks: [s('AWS', 20, 208, 24, 21), s('Linux', 24, 209, 230, 207), s('Google Cloud', 182, 208, 22)],
  },
  {
    position: 13,
    en: 'Cloud Engineer',
    ja: 'クラウドエンジニア',
    family: 'infra',
    weight: 4,
    stacks: [s('AWS', 20, 213, 194, 195), s('Azure', 181, 202, 48), s('Google Cloud', 182, 203, 204)],
  },
  {
    position: 14,
    en: 'Site Reliability Engineer',
    ja: 'SRE',
    family: 'infra',
    weight: 5,
    stacks: [s('Kubernetes', 22, 220, 226, 227, 208), s('AWS', 20, 208, 228, 196), s(null, 22, 241, 226, 5)],
  },
  {
    position: 15,
    en: 'DevOps Engineer',
    ja: 'DevOpsエンジニア',
    family: 'infra',
    weight: 3,
    stacks: [s('CI/CD', 240, 216, 21, 208), s('Kubernetes', 22, 219, 216, 220)],
  },
  {
    position: 17,
    en: 'Network Engineer',
    ja: 'ネットワークエンジニア',
    family: 'infra',
    weight: 2,
    stacks: [s('Cisco', 272, 271, 274, 281), s(null, 270, 276, 278, 281)],
  },
  {
    position: 20,
    en: 'Data Engineer',
    ja: 'データエンジニア',
    family: 'data',
    weight: 5,
    stacks: [s('BigQuery', 321, 317, 318, 2), s('Spark', 312, 27, 319, 2), s('Snowflake', 320, 318, 2, 23)],
  },
  {
    position: 21,
    en: 'Data Scientist',
    ja: 'データサイエンティスト',
    family: 'ml',
    weight: 3,
    stacks: [s('Python', 2, 288, 291, 311, 23), s(null, 2, 311, 305, 296)],
  },
  {
    position: 23,
    en: 'Machine Learning Engineer',
    ja: '機械学習エンジニア',
    family: 'ml',
    weight: 4,
    stacks: [
      s('PyTorch', 293, 2, 306, 323),
      s('Recommender Systems', 310, 2, 291, 312),
      s('Computer Vision', 308, 293, 309, 2),
    ],
  },
  {
    position: 24,
    en: 'AI Engineer',
    ja: 'AIエンジニア',
    family: 'ml',
    weight: 4,
    stacks: [s('LLM', 302, 303, 299, 2, 301), s('Generative AI', 302, 298, 2, 304)],
  },
  {
    position: 28,
    en: 'QA Engineer',
    ja: 'QAエンジニア',
    family: 'qa',
    weight: 3,
    stacks: [s(null, 353, 355, 354, 446), s('Test Automation', 354, 344, 345, 216)],
  },
  {
    position: 31,
    en: 'Security Engineer',
    ja: 'セキュリティエンジニア',
    family: 'security',
    weight: 3,
    stacks: [s(null, 357, 359, 362, 20), s('Cloud Security', 20, 365, 369, 364)],
  },
  {
    position: 35,
    en: 'Embedded Software Engineer',
    ja: '組み込みソフトウェアエンジニア',
    family: 'embedded',
    weight: 3,
    stacks: [s('C/C++', 377, 9, 379, 384), s('Embedded Linux', 378, 25, 24)],
  },
  {
    position: 37,
    en: 'Automotive Software Engineer',
    ja: '車載ソフトウェアエンジニア',
    family: 'embedded',
    weight: 2,
    stacks: [s('AUTOSAR', 383, 377, 392, 404), s('C++', 9, 378, 392)],
  },
  {
    position: 43,
    en: 'Game Programmer',
    ja: 'ゲームプログラマー',
    family: 'game',
    weight: 3,
    stacks: [s('Unity', 405, 8, 414), s('Unreal Engine', 406, 9, 413)],
  },
  {
    position: 47,
    en: 'Project Manager',
    ja: 'プロジェクトマネージャー',
    family: 'pm',
    weight: 3,
    stacks: [s(null, 438, 420, 446, 424)],
  },
  {
    position: 48,
    en: 'Product Manager',
    ja: 'プロダクトマネージャー',
    family: 'pm',
    weight: 3,
    stacks: [s(null, 438, 421, 469, 331)],
  },
  {
    position: 50,
    en: 'Engineering Manager',
    ja: 'エンジニアリングマネージャー',
    family: 'manager',
    weight: 2,
    stacks: [s(null, 439, 421, 428, 435)],
  },
  {
    position: 7,
    en: 'Tech Lead',
    ja: 'テックリード',
    family: 'manager',
    weight: 2,
    stacks: [s('Go', 5, 428, 435, 22), s('TypeScript', 4, 12, 15, 435), s('Java', 1, 16, 428, 435)],
  },
  {
    position: 53,
    en: 'Bridge SE',
    ja: 'ブリッジSE',
    family: 'bridge',
    weight: 2,
    stacks: [s('Offshore Development', 440, 438, 1, 424)],
  },
  {
    position: 56,
    en: 'ERP Consultant',
    ja: 'ERPコンサルタント',
    family: 'consultant',
    weight: 2,
    stacks: [s('SAP', 474, 473, 51, 424), s('Salesforce', 478, 52, 424)],
  },
  {
    position: 57,
    en: 'Solutions Architect',
    ja: 'ソリューションアーキテクト',
    family: 'consultant',
    weight: 2,
    stacks: [s('AWS', 20, 427, 428, 208), s('Azure', 181, 427, 262)],
  },
  {
    position: 65,
    en: 'UI/UX Designer',
    ja: 'UI/UXデザイナー',
    family: 'design',
    weight: 2,
    stacks: [s(null, 461, 468, 469, 471)],
  },
  {
    position: 60,
    en: 'Sales Engineer',
    ja: 'セールスエンジニア',
    family: 'customer',
    weight: 1,
    stacks: [s('SaaS', 132, 23, 489), s(null, 20, 132, 478)],
  },
  {
    position: 68,
    en: 'Corporate IT Engineer',
    ja: '社内SE',
    family: 'corporate',
    weight: 2,
    stacks: [s(null, 482, 285, 368, 262), s('Google Workspace', 368, 369, 285)],
  },
];
