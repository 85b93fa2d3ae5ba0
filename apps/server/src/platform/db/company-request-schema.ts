import type { ColumnType, Generated } from 'kysely';
import type { CompanyRequestStatus } from '@hashi/shared/company-request.schema';

/** Table types of company account requests (migration 20261128-0027, ADR 0033); part of `DB` in schema.ts. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CompanyRequestsTable {
  id: Generated<number>;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  website_url: string | null;
  hiring_needs: string;
  locale: 'en' | 'ja';
  status: Generated<CompanyRequestStatus>;
  decline_reason: string | null;
  company_id: number | null;
  user_id: number | null;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface CompanyRequestTables {
  company_requests: CompanyRequestsTable;
}
