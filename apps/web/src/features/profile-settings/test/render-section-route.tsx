import { configure, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';

// A section waits for the profile and several reference lists before its fields appear, and the
// first render of a file transforms MUI: on a busy machine that outlasts the default 5 s.
configure({ asyncUtilTimeout: 15_000 });

/**
 * Renders one profile-settings section as the page will: at /profile-settings/{slug}, inside the
 * app's providers (query client with the real error policy, snackbar, confirmation dialog) and a
 * data router (the unsaved-changes guard needs one). `report` receives what the error dialog would show.
 */
export async function renderSection(slug: string, section: ReactNode, language: 'en' | 'ja' = 'en') {
  await i18next.changeLanguage(language);
  const report = vi.fn();
  const queryClient = createQueryClient(report);
  const router = createMemoryRouter(
    [
      { path: `/profile-settings/${slug}`, element: section },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`/profile-settings/${slug}`] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, report };
}
