import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { refreshSession } from '../../../lib/api/user-token.ts';
import { userAuthQueryOptions } from '../../../lib/session/user-auth.ts';
import { isRejection } from '../../auth/guards/guard-decisions.ts';
import { clearSession, useStoredSession } from '../../../lib/session/session.ts';
import { type ConsoleKind, consoleLoginUrl } from './console-kind.ts';
import { decideConsoleGuard } from './console-session.ts';
import { ConsoleError, ConsoleLoading } from './console-states.tsx';

const NO_SESSION = { user: { id: 0, type: 0, current_step: 0 }, startedAt: 0 };

/** Renders its children only for a signed-in account of the console's user type (ADR 0020). */
export function ConsoleGuard({ kind, children }: { kind: ConsoleKind; children: ReactNode }) {
  const session = useStoredSession();
  const location = useLocation();
  const user = useQuery({
    ...userAuthQueryOptions(session ?? NO_SESSION),
    enabled: session !== null,
    meta: { silent: true },
  });
  const [refreshFailed, setRefreshFailed] = useState(false);
  const decision = decideConsoleGuard({
    kind,
    session,
    now: Date.now(),
    user: { data: user.data, error: user.error },
  });

  const refresh = useCallback(() => {
    setRefreshFailed(false);
    refreshSession().catch((error: unknown) => {
      if (isRejection(error)) clearSession();
      else setRefreshFailed(true);
    });
  }, []);

  useEffect(() => {
    if (decision.kind === 'clear-and-login') clearSession();
    if (decision.kind === 'refresh') refresh();
  }, [decision.kind, refresh]);

  switch (decision.kind) {
    case 'login':
      return <Navigate to={consoleLoginUrl(kind, location)} replace />;
    case 'refresh':
      return refreshFailed ? <ConsoleError onRetry={refresh} /> : <ConsoleLoading />;
    case 'retry':
      return <ConsoleError onRetry={() => void user.refetch()} />;
    case 'render':
      return <>{children}</>;
    default:
      return <ConsoleLoading />;
  }
}
