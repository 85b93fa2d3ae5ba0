import { UNREAD_BADGE_MAX } from '@hashi/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import type { NavBadge } from '../nav-items.ts';

/** Spec §9: the badge shows '9+' above 9; nothing at all when there is nothing unread. */
export function formatUnreadCount(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

type UnreadBadgeProps = { variant: NavBadge; count: number; children: ReactNode };

/**
 * Wraps an icon. The visible badge is hidden from assistive technology; a text that says what it
 * means ("3 unread", "new items") follows the icon instead.
 */
export function UnreadBadge({ variant, count, children }: UnreadBadgeProps) {
  const { t } = useTranslation();
  const label = formatUnreadCount(count);
  if (variant === 'none' || label === null) return <>{children}</>;
  const spoken = variant === 'dot' ? t('a11y.new_items') : t('a11y.unread_count', { count });
  return (
    <>
      <span className="hashi-badge">
        {children}
        {variant === 'dot' ? (
          <span className="hashi-badge__dot" aria-hidden="true" />
        ) : (
          <span className="hashi-badge__count" aria-hidden="true">
            {label}
          </span>
        )}
      </span>
      <VisuallyHidden>{`(${spoken})`}</VisuallyHidden>
    </>
  );
}
