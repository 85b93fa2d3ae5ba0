import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../test/viewport.ts';
import { SnackbarProvider } from './snackbar-provider.tsx';
import { useSnackbar } from './use-snackbar.ts';

function Trigger() {
  const showSnackbar = useSnackbar();
  return (
    <button type="button" onClick={() => showSnackbar('Saved', 'success')}>
      save
    </button>
  );
}

async function showAt(width: number) {
  setViewportWidth(width);
  render(
    <SnackbarProvider>
      <Trigger />
    </SnackbarProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'save' }));
  const message = await screen.findByText('Saved');
  return message.closest('.MuiSnackbar-root');
}

describe('snackbar (spec §9)', () => {
  it('appears at the top on screens 960 px wide or narrower', async () => {
    expect((await showAt(960))?.className).toContain('MuiSnackbar-anchorOriginTopCenter');
  });

  it('appears at the bottom on wider screens', async () => {
    expect((await showAt(961))?.className).toContain('MuiSnackbar-anchorOriginBottomCenter');
  });
});
