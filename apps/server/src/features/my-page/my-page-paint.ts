import { noticeListResponseSchema, pageQuerySchema } from '@hashi/shared/admin.schema';
import {
  APPROACH_PER_PAGE,
  approachListResponseSchema,
  approachPageSchema,
  MY_PAGE_RECOMMENDED,
} from '@hashi/shared/approach.schema';
import type { Locale } from '@hashi/shared/constants';
import type { FirstPaintData } from '@hashi/shared/first-paint';
import { profileResponseSchema } from '@hashi/shared/profile.schema';
import { recommendationResponseSchema } from '@hashi/shared/recommendation.schema';
import type { Deps } from '../../platform/deps.ts';
import { apiAnswer } from '../../platform/http/spa-page.ts';
import { approachList, recommendList } from '../approaches/lists.ts';
import { publishedNotices } from '../notices/published.ts';
import { getProfile } from '../profile/own-profile.ts';

/**
 * MyPage's sections for a signed-in applicant (ADR 0048), each as the page's own query would read
 * its API answer: the profile (completion), the first page of scouts and of saved postings, the
 * best few recommendations and the published notices, in `locale`.
 */
export async function myPagePaint(deps: Deps, locale: Locale, userId: number): Promise<FirstPaintData> {
  const firstPage = approachPageSchema.parse({ page: 1, per_page: APPROACH_PER_PAGE });
  const [profile, scouts, saves, recommended, notices] = await Promise.all([
    getProfile(deps, userId),
    approachList(deps, locale, userId, 'scouts', firstPage),
    approachList(deps, locale, userId, 'saves', firstPage),
    recommendList(deps, locale, userId, approachPageSchema.parse({ page: 1, per_page: MY_PAGE_RECOMMENDED })),
    publishedNotices(deps, locale, pageQuerySchema.parse({})),
  ]);
  return {
    myPage: {
      profile: apiAnswer(profileResponseSchema, { data: profile }).data,
      scouts: apiAnswer(approachListResponseSchema, scouts),
      saves: apiAnswer(approachListResponseSchema, saves),
      recommended: apiAnswer(recommendationResponseSchema, recommended),
      notices: apiAnswer(noticeListResponseSchema, notices).data,
    },
  };
}
