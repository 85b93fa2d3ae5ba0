/**
 * The notices admins published, as GET /api/v1/notices answers them. Public: MyPage painted for a
 * signed-in applicant starts with them (ADR 0048).
 */
export { publishedNotices } from './notices.service.ts';
