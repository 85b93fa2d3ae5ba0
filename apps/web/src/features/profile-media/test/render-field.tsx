import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { Themed } from '../../../components/ui/themed.tsx';
import { UploadManager } from '../../../components/uploads/upload-manager.tsx';

/**
 * Renders a field with the app's providers (query client, snackbar, confirmation dialog), theme,
 * a router and the shell's upload manager.
 */
export function renderField(field: ReactNode) {
  const report = vi.fn();
  const queryClient = createQueryClient(report);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = render(
    <MemoryRouter>
      <AppProviders queryClient={queryClient}>
        <Themed>{field}</Themed>
        <UploadManager />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...view, queryClient, invalidate, report };
}

export const media = (id: number, url: string) => ({
  id,
  url,
  url_expires_at: '2026-11-22T11:00:00.000Z',
  mime_type: 'image/png',
  size: 1234,
  file_name: 'me.png',
  created_at: '2026-11-22T10:00:00.000Z',
});

/** A file of `size` bytes; only its name and size matter to the browser's check. */
export function fileOf(name: string, size: number, type = ''): File {
  return new File([new Uint8Array(size)], name, { type });
}
