import { lazy, Suspense } from 'react';
import { AuthGuard } from '../features/auth/guards/auth-guard.tsx';
import { PageLoading } from '../features/auth/components/page-status.tsx';
import { withChunkTimeout } from '../lib/lazy/lazy-page.ts';
import { useStoredSession } from '../lib/session/session.ts';

// Each side loads only when shown: a guest never downloads MyPage, an applicant never the guest home.
const GuestHomePage = lazy(() => withChunkTimeout(import('../features/jobs/routes/guest-home-page.tsx')));
const MyPage = lazy(() => withChunkTimeout(import('../features/dashboard/routes/my-page.tsx')));

/**
 * `/` (spec §2): a guest's home page (the job search first, issue 13), an applicant's MyPage behind
 * the access guard. A session that ends here (logout, expiry) turns the page into the guest home,
 * which offers the login.
 */
export default function HomePage() {
  const session = useStoredSession();
  return (
    <Suspense fallback={<PageLoading />}>
      {session ? (
        <AuthGuard>
          <MyPage />
        </AuthGuard>
      ) : (
        <GuestHomePage />
      )}
    </Suspense>
  );
}
