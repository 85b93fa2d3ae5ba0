import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/**
 * The employer console's messages, as children of its `/employer` route (inside its frame and
 * guard): the inbox and one conversation, named by its thread code (ADR 0023).
 */
export const employerMessageRoutes: RouteObject[] = [
  { path: 'messages', lazy: lazyPage(() => import('./routes/inbox-page.tsx')) },
  { path: 'messages/:code', lazy: lazyPage(() => import('./routes/conversation-page.tsx')) },
];
