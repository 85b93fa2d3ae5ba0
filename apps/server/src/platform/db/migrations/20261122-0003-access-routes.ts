import { type Kysely, sql } from 'kysely';

type Row = [
  source: string,
  medium: string,
  campaign: string,
  term: string | null,
  content: string | null,
  label: string,
];

/** Traffic without a campaign (organic search, organic social) carries GA's "(not set)". */
const NOT_SET = '(not set)';

/**
 * Channel labels recorded on new accounts (spec §9: ~37 UTM combinations; Google, Microsoft,
 * Facebook, Instagram, LinkedIn, X and e-mail campaigns, English and Japanese). Values are stored
 * lower-case and looked up case-insensitively. A row with a term or content matches only that
 * term or content and outranks the general row of its campaign; null matches any.
 */
const ROUTES: Row[] = [
  // Google Ads: search, brand search, display, remarketing, YouTube.
  ['google', 'cpc', 'engineers_en', null, null, 'Google Ads / Search (EN)'],
  ['google', 'cpc', 'engineers_ja', null, null, 'Google Ads / Search (JA)'],
  [
    'google',
    'cpc',
    'engineers_en',
    'english speaking it jobs',
    null,
    'Google Ads / Search (EN) / English-speaking IT jobs',
  ],
  ['google', 'cpc', 'engineers_ja', '外国人 エンジニア 求人', null, 'Google Ads / Search (JA) / Foreign engineer jobs'],
  ['google', 'cpc', 'brand_en', null, null, 'Google Ads / Brand Search (EN)'],
  ['google', 'cpc', 'brand_ja', null, null, 'Google Ads / Brand Search (JA)'],
  ['google', 'display', 'engineers_en', null, null, 'Google Ads / Display (EN)'],
  ['google', 'display', 'engineers_ja', null, null, 'Google Ads / Display (JA)'],
  ['google', 'display', 'remarketing_en', null, null, 'Google Ads / Remarketing (EN)'],
  ['google', 'display', 'remarketing_ja', null, null, 'Google Ads / Remarketing (JA)'],
  ['youtube', 'video', 'engineers_en', null, null, 'Google Ads / YouTube (EN)'],
  ['youtube', 'video', 'engineers_ja', null, null, 'Google Ads / YouTube (JA)'],
  // Microsoft Advertising (Bing).
  ['bing', 'cpc', 'engineers_en', null, null, 'Microsoft Ads / Search (EN)'],
  ['bing', 'cpc', 'engineers_ja', null, null, 'Microsoft Ads / Search (JA)'],
  ['bing', 'audience', 'engineers_en', null, null, 'Microsoft Ads / Audience (EN)'],
  // Paid social.
  ['facebook', 'paid_social', 'engineers_en', null, null, 'Facebook Ads (EN)'],
  ['facebook', 'paid_social', 'engineers_ja', null, null, 'Facebook Ads (JA)'],
  ['instagram', 'paid_social', 'engineers_en', null, null, 'Instagram Ads (EN)'],
  ['instagram', 'paid_social', 'engineers_ja', null, null, 'Instagram Ads (JA)'],
  ['instagram', 'paid_social', 'engineers_en', null, 'stories', 'Instagram Ads / Stories (EN)'],
  ['linkedin', 'paid_social', 'engineers_en', null, null, 'LinkedIn Ads (EN)'],
  ['linkedin', 'paid_social', 'engineers_ja', null, null, 'LinkedIn Ads (JA)'],
  ['linkedin', 'message_ad', 'engineers_en', null, null, 'LinkedIn Ads / Message (EN)'],
  ['x', 'paid_social', 'engineers_en', null, null, 'X Ads (EN)'],
  ['x', 'paid_social', 'engineers_ja', null, null, 'X Ads (JA)'],
  // Links tagged before the rename still say "twitter".
  ['twitter', 'paid_social', 'engineers_ja', null, null, 'X Ads (JA)'],
  // Our own e-mails.
  ['newsletter', 'email', 'monthly_en', null, null, 'Email / Newsletter (EN)'],
  ['newsletter', 'email', 'monthly_ja', null, null, 'Email / Newsletter (JA)'],
  ['job_alert', 'email', 'weekly_en', null, null, 'Email / Job Alert (EN)'],
  ['job_alert', 'email', 'weekly_ja', null, null, 'Email / Job Alert (JA)'],
  ['hashi', 'email', 'reengagement_en', null, null, 'Email / Re-engagement (EN)'],
  ['hashi', 'email', 'reengagement_ja', null, null, 'Email / Re-engagement (JA)'],
  // Organic: the web app sets these from the referrer (spec §9 fallback); the rows keep the labels
  // in one table for reports, and answer a lookup tagged the same way.
  ['google', 'organic', NOT_SET, null, null, 'Google / Organic Search'],
  ['x', 'social', NOT_SET, null, null, 'X / Organic Social'],
  ['linkedin', 'social', NOT_SET, null, null, 'LinkedIn / Organic Social'],
  ['instagram', 'social', NOT_SET, null, null, 'Instagram / Organic Social'],
  ['facebook', 'social', NOT_SET, null, null, 'Facebook / Organic Social'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One label per combination: an admin edit cannot add a second, ambiguous row.
  await sql`create unique index access_routes_combination_key on access_routes
    (utm_source, utm_medium, utm_campaign, coalesce(utm_term, ''), coalesce(utm_content, ''))`.execute(db);
  for (const [source, medium, campaign, term, content, label] of ROUTES) {
    await sql`insert into access_routes (utm_source, utm_medium, utm_campaign, utm_term, utm_content, label)
      values (${source}, ${medium}, ${campaign}, ${term}, ${content}, ${label})`.execute(db);
  }
}
