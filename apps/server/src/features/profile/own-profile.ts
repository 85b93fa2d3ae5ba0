/**
 * The applicant's whole profile, as GET /api/v2/applicant/profile answers it. Public: MyPage painted
 * for a signed-in applicant starts with it (ADR 0048).
 */
export { getProfile } from './profile.service.ts';
