/**
 * Who a signed-in user is, as GET /api/v1/user/auth and GET /api/v1/applicants/auth answer it.
 * Public: a page painted for a signed-in applicant (ADR 0048) starts with these answers.
 */
export { applicantAuth, userAuth } from './auth.service.ts';
