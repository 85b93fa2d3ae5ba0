import type { EmployerCompany, EmployerCompanyInput } from '@hashi/shared/employer.schema';
import { APPEAL_POSITIONS } from '@hashi/shared/jobs-enums';

type Appeal = {
  position: (typeof APPEAL_POSITIONS)[number];
  title_en: string;
  title_ja: string;
  body_en: string;
  body_ja: string;
};

/** The company profile as the form edits it: blank strings for empty texts, one appeal per position. */
export type CompanyFormValues = {
  name_en: string;
  name_ja: string;
  ceo_name_en: string;
  ceo_name_ja: string;
  prefecture_id: number | null;
  city_id: number | null;
  address_en: string;
  address_ja: string;
  founded_on: string;
  capital_jpy: string;
  company_size_id: number | null;
  is_listed: boolean;
  industry_id: number | null;
  industry_ids: number[];
  website_url: string;
  description_en: string;
  description_ja: string;
  appeals: Appeal[];
};

export function companyToValues(company: EmployerCompany): CompanyFormValues {
  return {
    name_en: company.name_en,
    name_ja: company.name_ja,
    ceo_name_en: company.ceo_name_en ?? '',
    ceo_name_ja: company.ceo_name_ja ?? '',
    prefecture_id: company.prefecture_id,
    city_id: company.city_id,
    address_en: company.address_en ?? '',
    address_ja: company.address_ja ?? '',
    founded_on: company.founded_on ?? '',
    capital_jpy: company.capital_jpy === null ? '' : String(company.capital_jpy),
    company_size_id: company.company_size_id,
    is_listed: company.is_listed,
    industry_id: company.industry_id,
    industry_ids: company.industry_ids,
    website_url: company.website_url ?? '',
    description_en: company.description_en ?? '',
    description_ja: company.description_ja ?? '',
    appeals: APPEAL_POSITIONS.map((position) => {
      const appeal = company.appeals.find((a) => a.position === position);
      return {
        position,
        title_en: appeal?.title_en ?? '',
        title_ja: appeal?.title_ja ?? '',
        body_en: appeal?.body_en ?? '',
        body_ja: appeal?.body_ja ?? '',
      };
    }),
  };
}

/** The PUT body: empty appeals are left out; a capital that is not a number goes as typed (the server names it). */
export function companyValuesToInput(values: CompanyFormValues): EmployerCompanyInput {
  const capital = values.capital_jpy.replace(/[,\s]/g, '');
  return {
    ...values,
    founded_on: values.founded_on || null,
    capital_jpy: capital === '' ? null : /^\d+$/.test(capital) ? Number(capital) : (capital as unknown as number),
    appeals: values.appeals.filter((a) => a.title_en || a.title_ja || a.body_en || a.body_ja),
  } as unknown as EmployerCompanyInput;
}

export function companyFieldNames(values: CompanyFormValues): string[] {
  return [
    ...Object.keys(values),
    ...values.appeals.flatMap((_, i) => ['title_en', 'title_ja', 'body_en', 'body_ja'].map((f) => `appeals.${i}.${f}`)),
  ];
}
