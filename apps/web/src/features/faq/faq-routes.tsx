import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

const faqPage = lazyPage(() => import('./routes/faq-page.tsx'));

/**
 * /faq and /contact-us (spec §2 public, §6 visitors; ADR 0029): inside the applicant shell, open to
 * everyone. /faq is the "visitor-site FAQ" the footer opens for guests by default.
 */
export const publicFaqRoutes: RouteObject[] = [
  { path: 'faq', lazy: faqPage },
  { path: 'contact-us', lazy: lazyPage(() => import('./routes/contact-us-page.tsx')) },
];

/** /faq-inquiry (spec §2): the same page for signed-in applicants, mounted inside the access guard. */
export const faqInquiryRoutes: RouteObject[] = [{ path: 'faq-inquiry', lazy: faqPage }];
