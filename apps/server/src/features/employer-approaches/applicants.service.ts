import type { Locale } from '@hashi/shared/constants';
import {
  type ApplicantSearchQuery,
  EMPLOYER_APPROACH_MESSAGES,
  type ScoutInput,
} from '@hashi/shared/employer-approach.schema';
import { cvDocumentOf } from '../profile-media/cv-document.service.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { likeApplicant, pinApplicant, scoutApplicant } from '../approaches/company-approaches.service.ts';
import { disclosureOf } from './applicant-access.repository.ts';
import { relationRows } from './applicant-profile.repository.ts';
import { searchApplicantIds } from './applicant-search.repository.ts';
import { applicantCards, applicantProfile, relationView } from './applicant-view.ts';
import { scoutText } from './scout-text.repository.ts';

/**
 * The company's view of applicants and its scouts, pins and likes (spec §4, §6; ADR 0021). An
 * applicant who excluded the company, or is deleted, is a 404 everywhere — the company learns nothing.
 */

export async function searchApplicants(deps: Deps, locale: Locale, companyId: number, query: ApplicantSearchQuery) {
  const { ids, total } = await searchApplicantIds(deps.db, companyId, query);
  return {
    data: await applicantCards(deps.db, ids, locale),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

export async function showApplicant(deps: Deps, locale: Locale, companyId: number, applicantId: number) {
  const disclosure = await disclosureOf(deps.db, companyId, applicantId);
  if (!disclosure.visible) throw notFound();
  const profile = await applicantProfile(deps.db, companyId, applicantId, disclosure, locale);
  if (!profile) throw notFound();
  // A CV holds the name and contact details: it is shown with them (ADR 0021), never before.
  const cv = disclosure.contact ? await cvDocumentOf(deps, applicantId) : null;
  return { data: { ...profile, cv_document: cv } };
}

export interface Actor {
  companyId: number;
  userId: number;
}

async function visibleOrNotFound(deps: Deps, companyId: number, applicantId: number) {
  if (!(await disclosureOf(deps.db, companyId, applicantId)).visible) throw notFound();
}

/** The company's approach to the applicant on one posting, as the console shows it. */
async function approachView(deps: Deps, locale: Locale, companyId: number, applicantId: number, postingId: number) {
  const rows = await relationRows(deps.db, companyId, applicantId, locale);
  const row = rows.find((r) => r.job_posting_id === postingId);
  if (!row) throw notFound();
  return { data: relationView(locale, row) };
}

/** A scout with the company's text, or a template of its own in the applicant's language. */
export async function scout(deps: Deps, locale: Locale, actor: Actor, applicantId: number, input: ScoutInput) {
  await visibleOrNotFound(deps, actor.companyId, applicantId);
  let body = input.body ?? null;
  if (!body && input.template_id) {
    const text = await scoutText(deps.db, actor.companyId, input.template_id, applicantId);
    if (text === undefined) {
      throw AppError.fields({ template_id: [EMPLOYER_APPROACH_MESSAGES.templateMissing] });
    }
    body = text;
  }
  if (!body) throw AppError.fields({ body: [EMPLOYER_APPROACH_MESSAGES.bodyRequired] });
  await scoutApplicant(deps, actor.companyId, applicantId, input.job_posting_id, {
    senderUserId: actor.userId,
    body,
    fromTemplate: !input.body && Boolean(input.template_id),
  });
  return approachView(deps, locale, actor.companyId, applicantId, input.job_posting_id);
}

export async function pinOrLike(
  deps: Deps,
  locale: Locale,
  actor: Actor,
  applicantId: number,
  kind: 'pin' | 'like',
  input: { job_posting_id: number; body?: string | null | undefined },
) {
  await visibleOrNotFound(deps, actor.companyId, applicantId);
  const act = kind === 'pin' ? pinApplicant : likeApplicant;
  await act(deps, actor.companyId, applicantId, input.job_posting_id, {
    senderUserId: actor.userId,
    body: input.body ?? null,
  });
  return approachView(deps, locale, actor.companyId, applicantId, input.job_posting_id);
}
