import { type Kysely, sql } from 'kysely';

/**
 * The reasons offered on /delete-account (spec §5 "reason required", §7 masters). Ids are kept
 * stable: account_deletions refers to them, and "Other" stays last whatever is added later.
 */
const REASONS: Array<[id: number, en: string, ja: string]> = [
  [1, 'I found a job through Hashi', 'Hashiで転職先が決まったため'],
  [2, 'I found a job through another service', '他のサービスで転職先が決まったため'],
  [3, 'I could not find jobs that suit me', '希望に合う求人が見つからなかったため'],
  [4, 'I receive too many emails', 'メールの配信が多すぎるため'],
  [5, 'I am concerned about my personal information', '個人情報の取り扱いが心配なため'],
  [6, 'I am not job hunting now; I may come back later', '今は転職活動をしておらず、時期を改めて利用したいため'],
  [7, 'Other', 'その他'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [id, en, ja] of REASONS) {
    await sql`insert into deactivate_reasons (id, name_en, name_ja, sort_order) values (${id}, ${en}, ${ja}, ${id * 10})`.execute(
      db,
    );
  }
}
