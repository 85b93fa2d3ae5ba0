import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/**
 * Spec §2: /messages (Threads) and /messages/{code} (Conversation), mounted inside the access guard
 * by app/router.tsx; the pages load lazily (ADR 0008).
 */
export const messagesRoutes: RouteObject[] = [
  { id: 'Threads', path: 'messages', lazy: lazyPage(() => import('./routes/threads-page.tsx')) },
  { id: 'Conversation', path: 'messages/:code', lazy: lazyPage(() => import('./routes/conversation-page.tsx')) },
];
