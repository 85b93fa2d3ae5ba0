import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../auth/test/mock-api.ts';
import { nothingProposed, parsed } from '../../cv/test/fixtures.ts';
import { pdf } from '../../cv/test/review-steps.ts';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';
import { fakeServer } from '../test/fake-server.ts';
import { renderWizard } from '../test/render-wizard.tsx';
import { choose, stepHeading } from '../test/ui.ts';

beforeEach(() => logIn());
afterEach(async () => {
  await i18next.changeLanguage('en');
});

const TEXTS = {
  en: {
    start: 'How would you like to start?',
    cv: /^Start from your CV/,
    hand: /^Fill in by hand/,
    cvTitle: 'Start from your CV',
    skill: 'Your IT skills',
    steps: 'Registration steps',
    years: /Years of experience: Go/,
  },
  ja: {
    start: 'どちらの方法で始めますか？',
    cv: /^履歴書・職務経歴書から始める/,
    hand: /^手入力で始める/,
    cvTitle: '履歴書・職務経歴書から入力',
    skill: 'ITスキル',
    steps: '登録ステップ',
    years: /経験年数：Go/,
  },
} as const;

/** A CV that proposes one skill, Go, read from its line 12. */
const goOnly = () =>
  parsed({ ...nothingProposed(), skills: [{ skill_id: 102, name: 'Go', source: { line: 12, text: 'Go, gRPC' } }] });

describe.each(['en', 'ja'] as const)('the wizard starts from a CV or by hand (%s)', (lang) => {
  const text = TEXTS[lang];
  beforeEach(async () => {
    await i18next.changeLanguage(lang);
  });

  it('offers both ways first, and "by hand" opens the first step', { timeout: 60_000 }, async () => {
    fakeServer(emptyProfile());
    const { router } = renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: text.start })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.cv })).toBeTruthy();
    expect(screen.queryByRole('list', { name: text.steps })).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: text.hand }));
    await stepHeading(text.skill);
    expect(router.state.location.search).toBe('?step=skill');
  });

  it('runs the CV review and opens the first step with what was kept', { timeout: 120_000 }, async () => {
    const api = fakeServer(emptyProfile(), { 'POST /api/v1/applicants/parseFile': { body: goOnly() } });
    renderWizard();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: text.cv }));
    await screen.findByRole('heading', { level: 2, name: text.cvTitle });
    await user.upload(screen.getByLabelText(i18next.t('cv:upload.file_label')), pdf());
    await screen.findByRole('heading', { name: i18next.t('cv:review.title') });
    // The review is today's: the proposal shows the CV line it came from.
    expect(screen.getAllByText('Go, gRPC').length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/v1/applicant-skills/sync')).toHaveLength(0);
    await choose(user, i18next.t('cv:review.years_for_all'), '1–3 years');
    await user.click(screen.getByRole('button', { name: i18next.t('cv:review.save') }));

    await stepHeading(text.skill);
    expect(api.callsTo('POST', '/api/v1/applicant-skills/sync')[0]?.body).toEqual({
      applicant_skills: [{ skill_id: 102, years_of_experience_range_id: 3 }],
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: text.years }).textContent).toBe('1–3 years'));
    expect(screen.getByRole('list', { name: text.steps })).toBeTruthy();
  });

  it('does not offer the start again to an applicant who has saved a step', { timeout: 60_000 }, async () => {
    fakeServer(emptyProfile({ skills: [{ id: 1, skill_id: 102, years_of_experience_range_id: 4 }] }));
    renderWizard();
    await stepHeading(text.skill);
    expect(screen.queryByRole('heading', { level: 2, name: text.start })).toBeNull();
  });
});
