import type { ApplicantShellData } from '@hashi/shared/first-paint';
import type { Locale } from '@hashi/shared/constants';
import { applicantAuthResponseSchema, userAuthResponseSchema } from '@hashi/shared/auth.schema';
import { unreadResponseSchema } from '@hashi/shared/approach.schema';
import { unreadMessagesResponseSchema } from '@hashi/shared/messaging.schema';
import { notificationSummarySchema } from '@hashi/shared/notification.schema';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { apiAnswer } from '../../platform/http/spa-page.ts';
import { applicantAuth, userAuth } from '../auth/identity.ts';
import { unreadCounts } from '../approaches/unread.ts';
import { unreadMessages } from '../messaging/unread.ts';
import { recentNotifications } from '../notifications/recent.ts';
import { summaryOf } from './notification-summary.ts';

/**
 * What the shell shows a signed-in applicant, for a page the server paints for them (ADR 0048): the
 * answers of the shell's own queries (who they are, the badges, the bell), each as its API route
 * gives it. Null when the account is gone (the app would send the visitor to the login).
 */
export async function applicantShell(deps: Deps, userId: number, locale: Locale): Promise<ApplicantShellData | null> {
  try {
    const [user, applicant, approachUnread, messagesUnread, recent] = await Promise.all([
      userAuth(deps, userId),
      applicantAuth(deps, userId),
      unreadCounts(deps, userId),
      unreadMessages(deps, { kind: 'applicant', applicantId: userId }),
      recentNotifications(deps, locale, userId),
    ]);
    // The bell's summary from the badges' own counts: each is read once.
    const notifications = summaryOf(recent, approachUnread.data, messagesUnread.data.unread);
    return {
      user: apiAnswer(userAuthResponseSchema, user),
      applicant: apiAnswer(applicantAuthResponseSchema, applicant),
      approachUnread: apiAnswer(unreadResponseSchema, approachUnread),
      messagesUnread: apiAnswer(unreadMessagesResponseSchema, messagesUnread),
      notifications: apiAnswer(notificationSummarySchema, notifications),
    };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
