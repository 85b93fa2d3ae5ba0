import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EntryFieldset, GroupHeading } from './entry-fieldset.tsx';

describe('EntryFieldset', () => {
  it('is a group named by its legend whose Remove button names the entry it removes', async () => {
    const onRemove = vi.fn();
    render(
      <>
        <GroupHeading help="Up to five.">Licenses</GroupHeading>
        <EntryFieldset legend="License 2" removeLabel="Remove License 2" onRemove={onRemove}>
          <label>
            License name
            <input />
          </label>
        </EntryFieldset>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Licenses' })).toBeTruthy();
    expect(screen.getByText('Up to five.')).toBeTruthy();
    const entry = screen.getByRole('group', { name: 'License 2' });
    expect(within(entry).getByRole('textbox', { name: 'License name' })).toBeTruthy();
    const remove = within(entry).getByRole('button', { name: 'Remove License 2' });
    expect(remove.textContent).toBe('Remove');
    await userEvent.setup().click(remove);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
