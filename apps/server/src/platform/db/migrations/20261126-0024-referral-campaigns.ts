import { type Kysely, sql } from 'kysely';

/**
 * The refer-a-friend program and gift-certificate campaigns (spec §9; issue 12; ADR 0030).
 *
 * - `campaigns` are data: a referral campaign (the friend's sign-up with an invitation link falls in
 *   its period) or an interview campaign like "Next Step" (the applicant's first interview falls in
 *   it). `ends_at` is the last minute of the period (23:59 JST): the campaign runs until that minute
 *   has passed.
 * - `gift_codes` is the pool admins upload; a code belongs to at most one reward.
 * - `campaign_rewards` is the ledger. `dedupe_key` makes each reward exist once, whatever restarts
 *   happen; a code is mailed only from status `assigned` to `sent`.
 *
 * Seeds the spec's two (past) campaigns and a running referral campaign for the demo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('referral', 'interview')`))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ja', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_ja', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reward_yen', 'integer', (c) => c.notNull().check(sql`reward_yen > 0`))
    // Referral rules (null on interview campaigns): days from the first use of the link to
    // registration, days from registration to the first interview, rewards per referrer a month.
    .addColumn('register_within_days', 'integer')
    .addColumn('interview_within_days', 'integer')
    .addColumn('monthly_cap', 'integer')
    .addColumn('once_per_person', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('campaigns_period_check', sql`ends_at > starts_at`)
    .execute();
  await sql`create index campaigns_period_idx on campaigns (starts_at, ends_at)`.execute(db);

  await db.schema
    .createTable('gift_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('amount_yen', 'integer', (c) => c.notNull().check(sql`amount_yen > 0`))
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('campaign_rewards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('referrer', 'friend', 'participant')`))
    // The referred friend (referral rewards) and the application that reached the interview.
    .addColumn('friend_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount_yen', 'integer', (c) => c.notNull())
    .addColumn('qualified_at', 'timestamptz', (c) => c.notNull())
    // The Japan-time month of `qualified_at` (its first day): the month the reward is settled for.
    .addColumn('period_month', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('awaiting_code', 'assigned', 'sent', 'capped', 'void')`),
    )
    .addColumn('gift_code_id', 'integer', (c) => c.unique().references('gift_codes.id'))
    .addColumn('assigned_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('voided_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('void_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index campaign_rewards_user_idx on campaign_rewards (user_id)`.execute(db);
  await sql`create index campaign_rewards_cap_idx on campaign_rewards (user_id, role, period_month)`.execute(db);
  await sql`create index campaign_rewards_waiting_idx on campaign_rewards (id) where status = 'awaiting_code'`.execute(
    db,
  );
  await sql`create index invitations_inviter_idx on invitations (inviter_user_id)`.execute(db);

  // A reward's notification shows the gift icon (spec §3: type other than 1).
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`alter table notifications add constraint notifications_kind_check check (kind in
    ('notice', 'scout', 'pin', 'like', 'match', 'message', 'status', 'scout_expiring', 'job_alert', 'reward'))`.execute(
    db,
  );

  await sql`insert into campaigns (kind, name_en, name_ja, description_en, description_ja, starts_at, ends_at,
      reward_yen, register_within_days, interview_within_days, monthly_cap, once_per_person) values
    ('referral', 'Refer a friend: July 2021', 'お友達紹介キャンペーン（2021年7月）',
     'Invite a friend with your personal link. When your friend completes registration within one week and reaches a first interview within 30 days, you and your friend each receive a 5,000 yen gift certificate.',
     'あなた専用の招待リンクでお友達をご招待ください。お友達が1週間以内に登録を完了し、30日以内に一次面接に進まれた場合、あなたとお友達にそれぞれ5,000円分のギフト券をお贈りします。',
     '2021-07-07T10:00:00+09:00', '2021-07-31T23:59:00+09:00', 5000, 7, 30, 5, false),
    ('interview', 'Next Step campaign', 'Next Stepキャンペーン',
     'Reach a first interview through Hashi during the campaign and receive a 2,000 yen gift card (once per person).',
     'キャンペーン期間中にHashiを通じて一次面接に進まれた方に、2,000円分のギフトカードをお贈りします（お一人様1回限り）。',
     '2021-12-01T00:00:00+09:00', '2022-01-31T23:59:00+09:00', 2000, null, null, null, true),
    ('referral', 'Refer a friend: winter 2026', 'お友達紹介キャンペーン（2026年冬）',
     'Invite a friend with your personal link. When your friend completes registration within one week and reaches a first interview within 30 days, you and your friend each receive a 5,000 yen gift certificate.',
     'あなた専用の招待リンクでお友達をご招待ください。お友達が1週間以内に登録を完了し、30日以内に一次面接に進まれた場合、あなたとお友達にそれぞれ5,000円分のギフト券をお贈りします。',
     '2026-11-01T10:00:00+09:00', '2027-03-31T23:59:00+09:00', 5000, 7, 30, 5, false)`.execute(db);
}
