/**
 * The applicant's approach lists and recommendations, as GET …/approach/{list} and …/recommend
 * answer them. Public: MyPage painted for a signed-in applicant starts with them (ADR 0048).
 */
export { approachList, recommendList } from './approaches.service.ts';
