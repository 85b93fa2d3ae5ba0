import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useGuardActions, useGuardUser } from '../../auth/guards/use-guard-session.ts';
import { useStoredSession } from '../../../lib/session/session.ts';
import { type ConsoleKind, consoleLoginUrl } from './console-kind.ts';
import { decideConsoleGuard } from './console-session.ts';
import { ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';

/** Renders its children only for a signed-in account of the console's user type (ADR 0020). */
export function ConsoleGuard({ kind, children }: { kind: ConsoleKind; children: ReactNode }) {
  const session = useStoredSession();
  const location = useLocation();
  const user = useGuardUser(session);
  const decision = decideConsoleGuard({
    kind,
    session,
    now: Date.now(),
    user: { data: user.data, error: user.error },
  });

  const { refresh, refreshFailed } = useGuardActions(decision.kind);

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
