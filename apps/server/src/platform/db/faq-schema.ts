import type { ColumnType, Generated } from 'kysely';
import type { FaqVisibility } from '@hashi/shared/faq.schema';
import type { InquiryStatus } from '@hashi/shared/inquiry.schema';

/** Table types of the FAQ and inquiries (migration 20261126-0023, ADR 0029); part of `DB` in schema.ts. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface FaqsTable {
  id: Generated<number>;
  parent_id: number | null;
  en_question: string;
  ja_question: string;
  en_answer: string | null;
  ja_answer: string | null;
  visibility: Generated<FaqVisibility>;
  hidden: Generated<boolean>;
  sort_order: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface InquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  country_id: number;
  question: string;
  locale: 'en' | 'ja';
  user_id: number | null;
  status: Generated<InquiryStatus>;
  answered_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface InquiryRepliesTable {
  id: Generated<number>;
  inquiry_id: number;
  admin_id: number | null;
  body: string;
  created_at: CreatedAt;
}

export interface FaqTables {
  faqs: FaqsTable;
  inquiries: InquiriesTable;
  inquiry_replies: InquiryRepliesTable;
}
