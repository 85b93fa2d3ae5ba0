import { describe, expect, it } from 'vitest';
import { areFooterLinksHidden, isFooterHidden } from './footer-rules.ts';

describe('isFooterHidden', () => {
  it.each(['/profile-registration', '/profile-registration/skill', '/welcome', '/cv-edit'])(
    'hides it on %s',
    (path) => {
      expect(isFooterHidden(path)).toBe(true);
    },
  );

  it.each(['/', '/login', '/jobs', '/profile-settings', '/welcome-back'])('shows it on %s', (path) => {
    expect(isFooterHidden(path)).toBe(false);
  });
});

describe('areFooterLinksHidden', () => {
  it('hides the links on a conversation only', () => {
    expect(areFooterLinksHidden('/messages/AB12')).toBe(true);
    expect(areFooterLinksHidden('/messages/0f3a9c2e4b5d6e7f8a9b0c1d2e3f4a5b/')).toBe(true);
    expect(areFooterLinksHidden('/messages')).toBe(false);
    expect(areFooterLinksHidden('/jobs/12')).toBe(false);
  });
});
