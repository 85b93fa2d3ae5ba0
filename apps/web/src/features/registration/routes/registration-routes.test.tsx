import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, Stub } from '../../auth/test/render-route.tsx';
import { registrationRedirects } from '../registration-routes.tsx';

const routes = [...registrationRedirects, { path: '/profile-registration', element: <Stub name="Wizard" /> }];

describe('legacy registration paths (spec §2)', () => {
  it.each([
    '/registration',
    '/registration/language',
    '/registration/skill-experience',
    '/registration/experience/step-one',
    '/registration/preference/step-one',
    '/registration/basic-information/step-one',
    '/registration/finish',
  ])('%s leads to /profile-registration', async (path) => {
    renderRoutes(routes, path);
    await screen.findByRole('heading', { name: 'Wizard' });
    expect(screen.getByTestId('location').textContent).toBe('/profile-registration');
  });

  it('keeps the query, so the page to return to survives', async () => {
    renderRoutes(routes, '/registration/language?redirect=%2Fjobs%2F5');
    await screen.findByRole('heading', { name: 'Wizard' });
    expect(screen.getByTestId('location').textContent).toBe('/profile-registration?redirect=%2Fjobs%2F5');
  });
});
