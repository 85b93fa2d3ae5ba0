import { SKILLS } from '../../platform/db/seeds/skills.ts';
import type { Rng } from './prng.ts';
import type { Role, Stack } from './role-catalog.ts';
import { BENEFITS, type Bilingual, PREFERRED, SELECTION_FLOWS, TASKS } from './role-texts.ts';

/** The texts of a demo posting in both languages, composed from parts so that postings differ. */

export type Seniority = 'junior' | 'mid' | 'senior' | 'lead';

const skillNames = new Map(SKILLS.map((s) => [s.id, [s.en, s.ja ?? s.en] as const]));
const skill = (id: number) => skillNames.get(id) ?? (['', ''] as const);

const JLPT: Record<number, Bilingual> = {
  1: ['JLPT N1 or equivalent', '日本語能力試験N1相当'],
  2: ['JLPT N2 or equivalent', '日本語能力試験N2相当以上'],
  3: ['JLPT N3 or equivalent (daily conversation)', '日本語能力試験N3相当以上（日常会話レベル）'],
  4: ['JLPT N4 or equivalent (basic)', '日本語能力試験N4相当以上（基礎レベル）'],
  5: ['JLPT N5 (greetings are enough)', '日本語能力試験N5相当（あいさつ程度で可）'],
  6: ['Not required', '不問'],
};
const ENGLISH: Record<number, Bilingual> = {
  1: ['Native level', 'ネイティブレベル'],
  2: ['Fluent', '流暢に話せるレベル'],
  3: ['Business level', 'ビジネスレベル'],
  4: ['Daily conversation', '日常会話レベル'],
  5: ['Basic reading', '読み書き程度'],
  6: ['Not required', '不問'],
};
const YEARS: Record<Seniority, Bilingual> = {
  junior: [
    'At least 1 year of experience with {x} (personal projects count)',
    '{x}を用いた開発経験1年以上（個人開発も可）',
  ],
  mid: ['3+ years of experience with {x}', '{x}を用いた開発経験3年以上'],
  senior: ['5+ years of experience with {x}', '{x}を用いた開発経験5年以上'],
  lead: ['7+ years of experience with {x}, including leading a team', '{x}を用いた開発経験7年以上、チームリードの経験'],
};
const TEAM_PROCESS: readonly Bilingual[] = [
  ['two-week sprints with Scrum', '2週間スプリントのスクラム'],
  ['Kanban with daily releases', '毎日リリースするカンバン'],
  ['small teams that own their services end to end', 'サービスを一貫して担う少人数チーム'],
];

export interface PostingFacts {
  company: Bilingual;
  product: Bilingual;
  role: Role;
  stack: Stack;
  seniority: Seniority;
  teamSize: number;
  jlptId: number;
  englishId: number;
  international: boolean;
  remote: boolean;
  visa: boolean;
}

const fill = (text: string, x: string) => text.replace('{x}', x);
/** "a" or "an" before a title ("an iOS Engineer", "a UI/UX Designer"). */
const article = (title: string) => (/^[AEIO]/i.test(title) ? 'an' : 'a');

/** Description, requirements, preferred, selection flow and benefits, in [en, ja]. */
export function postingTexts(rng: Rng, facts: PostingFacts) {
  const { role, stack, seniority } = facts;
  const tasks = rng.sample(TASKS[role.family], 3);
  const names = stack.skills.map(skill);
  const main = stack.label ?? names[0]?.[0] ?? role.en;
  const mainJa = stack.label ?? names[0]?.[1] ?? role.ja;
  const process = rng.pick(TEAM_PROCESS);
  const stackLine = (i: 0 | 1) => names.map((n) => n[i]).join(' / ');
  const teamEn = `You will join a team of ${facts.teamSize} engineers${facts.international ? ' from several countries' : ''}. We work in ${process[0]}.`;
  const teamJa = `${facts.teamSize}名のエンジニアが在籍しています${facts.international ? '（多国籍チーム）' : ''}。開発は${process[1]}で進めています。`;
  const description: Bilingual = [
    [
      `${facts.company[0]} offers ${facts.product[0]}. We are looking for ${article(role.en)} ${role.en} to join us.`,
      '',
      'What you will do',
      ...tasks.map((t) => `- ${t[0]}`),
      '',
      'Team and environment',
      teamEn,
      '',
      `Skills and tools: ${stackLine(0)}`,
    ].join('\n'),
    [
      `${facts.company[1]}は、${facts.product[1]}を提供しています。このたび${role.ja}を募集します。`,
      '',
      '【業務内容】',
      ...tasks.map((t) => `・${t[1]}`),
      '',
      '【チーム・開発環境】',
      teamJa,
      '',
      `【使用技術・スキル】${stackLine(1)}`,
    ].join('\n'),
  ];
  const others = names.slice(1, 3);
  const requirements: Bilingual = [
    [
      `- ${fill(YEARS[seniority][0], main)}`,
      ...(others.length > 0 ? [`- Experience with ${others.map((n) => n[0]).join(' and ')}`] : []),
      `- Japanese: ${JLPT[facts.jlptId]?.[0]}`,
      `- English: ${ENGLISH[facts.englishId]?.[0]}`,
    ].join('\n'),
    [
      `・${fill(YEARS[seniority][1], mainJa)}`,
      ...(others.length > 0 ? [`・${others.map((n) => n[1]).join('、')}の利用経験`] : []),
      `・日本語力：${JLPT[facts.jlptId]?.[1]}`,
      `・英語力：${ENGLISH[facts.englishId]?.[1]}`,
    ].join('\n'),
  ];
  const preferredItems = rng.sample(PREFERRED, 2);
  const preferred: Bilingual = [
    preferredItems.map((p) => `- ${p[0]}`).join('\n'),
    preferredItems.map((p) => `・${p[1]}`).join('\n'),
  ];
  const flow = rng.pick(SELECTION_FLOWS);
  const selection: Bilingual = [flow.map((s) => s[0]).join('\n'), flow.map((s) => s[1]).join('\n')];
  const wanted = BENEFITS.filter((b) => {
    if (b[0].startsWith('Remote')) return facts.remote;
    if (b[0].startsWith('Free Japanese')) return facts.international;
    if (b[0].startsWith('Relocation')) return facts.visa;
    return true;
  });
  const benefitItems = [...wanted.slice(0, 2), ...rng.sample(wanted.slice(2), rng.int(2, 4))];
  const benefits: Bilingual = [
    benefitItems.map((b) => `- ${b[0]}`).join('\n'),
    benefitItems.map((b) => `・${b[1]}`).join('\n'),
  ];
  return { description, requirements, preferred, selection, benefits };
}

const PREFIX: Record<Seniority, Bilingual> = {
  junior: ['Junior ', 'ジュニア'],
  mid: ['', ''],
  senior: ['Senior ', 'シニア'],
  lead: ['Lead ', 'リード'],
};

/** "Senior Backend Engineer (Go)" / 「【フルリモート】シニアバックエンドエンジニア（Go）」. */
export function postingTitle(role: Role, stack: Stack, seniority: Seniority, hook: Bilingual | null): Bilingual {
  const titled = role.family === 'pm' || role.family === 'manager' || role.family === 'consultant';
  const prefix = titled && seniority !== 'senior' ? PREFIX.mid : PREFIX[seniority];
  const en = `${prefix[0]}${role.en}${stack.label ? ` (${stack.label})` : ''}${hook ? ` – ${hook[0]}` : ''}`;
  const ja = `${hook ? `【${hook[1]}】` : ''}${prefix[1]}${role.ja}${stack.label ? `（${stack.label}）` : ''}`;
  return [en, ja];
}
