import type { Locale } from './constants.ts';
import { JobPostingStatus as STATUS, PostingLanguage as LANGUAGE } from './enums.ts';

/**
 * Codes of companies and job postings (spec §3, §4, and the fields issue 4 adds beyond the spec).
 * Status and posting language are spec §4's (enums.ts); the rest are ours. Each list carries its
 * labels in both languages so the server, the web app and the demo data say the same thing.
 */
export const JobPostingStatus = STATUS;
export const PostingLanguage = LANGUAGE;
export type JobPostingStatus = (typeof JobPostingStatus)[keyof typeof JobPostingStatus];
export type PostingLanguage = (typeof PostingLanguage)[keyof typeof PostingLanguage];

type Labels<T extends number> = Record<T, Record<Locale, string>>;

export const JOB_POSTING_STATUS_LABELS: Labels<JobPostingStatus> = {
  1: { en: 'Awaiting approval', ja: '承認待ち' },
  2: { en: 'Draft', ja: '下書き' },
  3: { en: 'Published', ja: '公開中' },
  4: { en: 'Inactive', ja: '非公開' },
  5: { en: 'Declined', ja: '却下' },
  6: { en: 'Suspended', ja: '掲載停止' },
};

export const POSTING_LANGUAGE_LABELS: Labels<PostingLanguage> = {
  1: { en: 'Japanese and English', ja: '日本語・英語' },
  2: { en: 'Japanese only', ja: '日本語のみ' },
  3: { en: 'English only', ja: '英語のみ' },
};

/** The languages a posting is written in, by posting language. */
export const POSTING_LANGUAGE_LOCALES: Record<PostingLanguage, readonly Locale[]> = {
  1: ['en', 'ja'],
  2: ['ja'],
  3: ['en'],
};

/**
 * How remote the work is. Fully remote from overseas implies fully remote within Japan too;
 * a filter for "remote within Japan" should therefore match both 3 and 4.
 */
export const RemoteOption = { OnSite: 1, Hybrid: 2, FullyRemoteJapan: 3, FullyRemoteOverseas: 4 } as const;
export type RemoteOption = (typeof RemoteOption)[keyof typeof RemoteOption];
export const REMOTE_OPTIONS = Object.values(RemoteOption) as RemoteOption[];
export const REMOTE_OPTION_LABELS: Labels<RemoteOption> = {
  1: { en: 'On site', ja: '出社' },
  2: { en: 'Hybrid (some remote work)', ja: 'ハイブリッド（一部リモート）' },
  3: { en: 'Fully remote within Japan', ja: 'フルリモート（日本国内）' },
  4: { en: 'Fully remote, also from overseas', ja: 'フルリモート（海外在住可）' },
};

export const VisaSponsorship = { Yes: 1, No: 2, CaseByCase: 3 } as const;
export type VisaSponsorship = (typeof VisaSponsorship)[keyof typeof VisaSponsorship];
export const VISA_SPONSORSHIPS = Object.values(VisaSponsorship) as VisaSponsorship[];
export const VISA_SPONSORSHIP_LABELS: Labels<VisaSponsorship> = {
  1: { en: 'Visa sponsorship available', ja: 'ビザサポートあり' },
  2: { en: 'No visa sponsorship', ja: 'ビザサポートなし' },
  3: { en: 'Visa sponsorship case by case', ja: 'ビザサポートは応相談' },
};

/** Company documents (spec §3): what an image is for. Logos are ordered by `rank`. */
export const CompanyDocumentType = { Logo: 1, Cover: 2, AppealTop: 3, AppealMiddle: 4, AppealBottom: 5 } as const;
export type CompanyDocumentType = (typeof CompanyDocumentType)[keyof typeof CompanyDocumentType];
export const COMPANY_DOCUMENT_TYPES = Object.values(CompanyDocumentType) as CompanyDocumentType[];

/** The three appeal sections of a company page; each may have an image of the matching document type. */
export const APPEAL_POSITIONS = ['top', 'middle', 'bottom'] as const;
export type AppealPosition = (typeof APPEAL_POSITIONS)[number];
export const APPEAL_POSITION_DOCUMENT: Record<AppealPosition, CompanyDocumentType> = {
  top: CompanyDocumentType.AppealTop,
  middle: CompanyDocumentType.AppealMiddle,
  bottom: CompanyDocumentType.AppealBottom,
};

/** Salaries are annual, in JPY (spec §9 currency JPY). */
export const SALARY_CURRENCY = 'JPY';
