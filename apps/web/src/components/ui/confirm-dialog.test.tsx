import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONFIRM_DIALOG_MAX_WIDTH, ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete “Backend”?"
      message="The template goes for good."
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title and described by its message, at most 512 px wide', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete “Backend”?' });
    const described = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('The template goes for good.');
    expect(CONFIRM_DIALOG_MAX_WIDTH).toBe(512);
    expect(getComputedStyle(dialog).maxWidth).toBe('512px');
  });

  it('answers through its two buttons and focuses Cancel, the safe answer, by default', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('focuses the confirm button when asked, and closes on Escape', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog({ initialFocus: 'confirm' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('stays open while busy: Cancel and Escape do nothing, the confirm button is disabled', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog({ busy: true });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Delete/ }).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('leaves the description out when there is no message', () => {
    renderDialog({ message: undefined });
    expect(screen.getByRole('dialog', { name: 'Delete “Backend”?' }).getAttribute('aria-describedby')).toBeNull();
  });
});
