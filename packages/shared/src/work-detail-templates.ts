import type { Locale } from './constants.ts';

/**
 * The work-detail templates the work-experience form starts from (spec §5: one per job role, and
 * the applicant must change it). One outline in each language, with the example of "what you did"
 * that suits the role's category (job position categories 1–14); the server rejects a work detail
 * that is still a template, in either language.
 */
const OUTLINE: Record<Locale, (example: string) => string> = {
  en: (example) =>
    [
      '[Project or product]',
      '- What the system does and who uses it:',
      '- Team size and your role:',
      '',
      '[What you did]',
      `- ${example}`,
      '',
      '[Technologies and tools]',
      '- ',
      '',
      '[Results and achievements]',
      '- ',
    ].join('\n'),
  ja: (example) =>
    [
      '【プロジェクト・製品】',
      '・システムの概要と利用者：',
      '・チーム規模と担当役割：',
      '',
      '【担当業務】',
      `・${example}`,
      '',
      '【使用技術・ツール】',
      '・',
      '',
      '【成果・実績】',
      '・',
    ].join('\n'),
};

/** The example line of each job position category (ids of job_position_categories). */
const EXAMPLES: Record<number, Record<Locale, string>> = {
  1: { en: 'e.g. designed and built the order API', ja: '例：受注APIの設計・開発' },
  2: { en: 'e.g. built the iOS and Android apps', ja: '例：iOS・Androidアプリの開発' },
  3: { en: 'e.g. moved the servers to the cloud and automated them', ja: '例：サーバーのクラウド移行と構築の自動化' },
  4: { en: 'e.g. built the data pipeline and the models', ja: '例：データ基盤と機械学習モデルの構築' },
  5: { en: 'e.g. planned the tests and automated them', ja: '例：テスト計画の作成とテスト自動化' },
  6: { en: 'e.g. ran vulnerability assessments', ja: '例：脆弱性診断の実施' },
  7: { en: 'e.g. wrote the firmware of the device', ja: '例：機器のファームウェア開発' },
  8: { en: 'e.g. developed the game client', ja: '例：ゲームクライアントの開発' },
  9: { en: 'e.g. led the team and the schedule', ja: '例：チームと進捗の管理' },
  10: { en: 'e.g. proposed the system for the client', ja: '例：顧客へのシステム提案' },
  11: { en: 'e.g. supported customers before and after sales', ja: '例：導入前後の技術支援' },
  12: { en: 'e.g. designed the screens and the user flows', ja: '例：画面と操作フローのデザイン' },
  13: { en: 'e.g. ran the in-house systems and the helpdesk', ja: '例：社内システムの運用とヘルプデスク' },
  14: { en: 'e.g. ', ja: '例：' },
};

export function workDetailTemplate(categoryId: number, locale: Locale): string {
  const example = EXAMPLES[categoryId] ?? (EXAMPLES[14] as Record<Locale, string>);
  return OUTLINE[locale](example[locale]);
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

const TEMPLATES = new Set(
  Object.keys(EXAMPLES).flatMap((id) =>
    (['en', 'ja'] as const).map((l) => normalize(workDetailTemplate(Number(id), l))),
  ),
);

/** Whether a work detail is still one of the templates (whitespace aside). */
export function isUnchangedTemplate(text: string): boolean {
  return TEMPLATES.has(normalize(text));
}
