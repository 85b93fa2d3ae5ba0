import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationProbe, renderRoutes } from '../../auth/test/render-route.tsx';
import { jobDetail } from '../../jobs/test/fixtures.ts';
import { jobsRoutes } from '../../jobs/jobs-routes.tsx';
import { SnackbarProvider } from '../../../components/feedback/snackbar-provider.tsx';
import { approachRoutes } from '../approaches-routes.tsx';
import { approachApi, approachItem, postingState, V2 } from '../test/render-approach.tsx';

function renderDetail(path: string) {
  return renderRoutes(
    [
      {
        element: (
          <SnackbarProvider>
            <Outlet />
            <LocationProbe />
          </SnackbarProvider>
        ),
        children: [...jobsRoutes, ...approachRoutes],
      },
    ],
    path,
  );
}

describe('the actions on the real job detail page', () => {
  it('saves and applies from /jobs/:id', async () => {
    const user = userEvent.setup();
    const api = approachApi({
      'GET /api/v1/job-postings/details': { body: { data: jobDetail() } },
      [`GET ${V2}/job-posting/42`]: { body: postingState() },
      [`POST ${V2}/save`]: { body: { data: approachItem(42, { saved_at: '2026-11-22T00:00:00.000Z' }) } },
      [`POST ${V2}/store-apply`]: { body: { data: approachItem(42, { applied_at: '2026-11-22T00:00:00.000Z' }) } },
    });
    renderDetail('/jobs/42');
    const actions = await screen.findByRole('group', { name: 'Actions for this job' }, { timeout: 15_000 });
    await user.click(await within(actions).findByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. You can find it under Saved.');
    expect(api.callsTo('POST', `${V2}/save`)[0]?.body).toEqual({ job_posting_id: 42 });
    // The posting's state is asked again after the action.
    await waitFor(() => expect(api.callsTo('GET', `${V2}/job-posting/42`).length).toBeGreaterThan(1));
    await user.click(within(actions).getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to this job' });
    await within(dialog).findByText(/The company has no questions for you/);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs/42/applycomplete'));
    await screen.findByText('Thank you for applying to Senior backend engineer (Go) at Sakura Cloud KK.');
  });
});
