import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatUnreadCount, UnreadBadge } from './unread-badge.tsx';

describe('formatUnreadCount', () => {
  it('shows nothing when nothing is unread', () => {
    expect(formatUnreadCount(0)).toBeNull();
  });

  it('shows the number up to 9 and "9+" above', () => {
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(9)).toBe('9');
    expect(formatUnreadCount(10)).toBe('9+');
    expect(formatUnreadCount(250)).toBe('9+');
  });
});

describe('UnreadBadge', () => {
  it('renders "9+" for a count above 9 and says the exact count to screen readers', () => {
    render(
      <UnreadBadge variant="count" count={12}>
        <span>Messages</span>
      </UnreadBadge>,
    );
    expect(screen.getByText('9+')).toBeTruthy();
    expect(screen.getByText('(12 unread)')).toBeTruthy();
  });

  it('renders a dot without a number for the dot variant', () => {
    const { container } = render(
      <UnreadBadge variant="dot" count={3}>
        <span>Approach</span>
      </UnreadBadge>,
    );
    expect(container.querySelector('.hashi-badge__dot')).not.toBeNull();
    expect(screen.queryByText('3')).toBeNull();
    expect(screen.getByText('(New items)')).toBeTruthy();
  });

  it('renders no badge at zero', () => {
    const { container } = render(
      <UnreadBadge variant="count" count={0}>
        <span>Messages</span>
      </UnreadBadge>,
    );
    expect(container.querySelector('.hashi-badge')).toBeNull();
  });
});
