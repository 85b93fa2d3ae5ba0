import type { EmployerCompany, EmployerCompanyInput } from '@hashi/shared/employer.schema';
import { APPEAL_POSITIONS } from '@hashi/shared/jobs-enums';
import type { EmployerCompanyBody } from '../api/company.ts';

/** Every field present; a text the API leaves null is '' in an input. */
type Editable<T> = {
  [K in keyof T]-?: null extends T[K] ? (NonNullable<T[K]> extends string ? string : T[K]) : T[K];
};

/**
 * The company profile as the form edits it: the fields of the PUT body (employerCompanyInputSchema),
 * blank strings for empty texts, the capital as typed, one appeal per position.
 */
export type CompanyFormValues = Editable<Omit<EmployerCompanyInput, 'capital_jpy' | 'appeals'>> & {
  capital_jpy: string;
  appeals: Editable<EmployerCompanyInput['appeals'][number]>[];
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
export function companyValuesToInput(values: CompanyFormValues): EmployerCompanyBody {
  const capital = values.capital_jpy.replace(/[,\s]/g, '');
  return {
    ...values,
    founded_on: values.founded_on || null,
    capital_jpy: capital === '' ? null : /^\d+$/.test(capital) ? Number(capital) : capital,
    appeals: values.appeals.filter((a) => a.title_en || a.title_ja || a.body_en || a.body_ja),
  };
}

export function companyFieldNames(values: CompanyFormValues): string[] {
  return [
    ...Object.keys(values),
    ...values.appeals.flatMap((_, i) => ['title_en', 'title_ja', 'body_en', 'body_ja'].map((f) => `appeals.${i}.${f}`)),
  ];
}
