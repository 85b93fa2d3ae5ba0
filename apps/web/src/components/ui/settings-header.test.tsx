import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setBottomNavHidden, useBottomNavHidden } from '../../lib/bottom-nav-visibility.ts';
import { SettingsHeader } from './settings-header.tsx';

describe('SettingsHeader', () => {
  it('links the back arrow to the settings hub', () => {
    render(
      <MemoryRouter>
        <SettingsHeader title="Password" backTo="/account-settings" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to account settings' }).getAttribute('href')).toBe(
      '/account-settings',
    );
  });

  it('in preview mode, leaves the preview and brings the bottom navigation back', async () => {
    const onExit = vi.fn();
    const hidden = renderHook(() => useBottomNavHidden());
    act(() => setBottomNavHidden(true));
    expect(hidden.result.current).toBe(true);
    render(
      <MemoryRouter>
        <SettingsHeader title="Preview" backTo="/profile-settings" preview={{ onExit }} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave preview' }));
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(hidden.result.current).toBe(false);
  });
});
