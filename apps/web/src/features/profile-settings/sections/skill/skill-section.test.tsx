import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../../auth/test/mock-api.ts';
import { profile, profileApi } from '../../test/fixtures.ts';
import { renderSection } from '../../test/render-section.tsx';
import SkillSection from './skill-section.tsx';

beforeEach(() => logIn());

describe('skill section', () => {
  it('groups the skills by category with featured first, searches, and syncs the list', async () => {
    const saved = profile({ skills: [{ id: 1, skill_id: 101, years_of_experience_range_id: 5 }] });
    const api = profileApi(saved, {
      'POST /api/v1/applicant-skills/sync': (call) => ({
        body: {
          data: (call.body as { applicant_skills: object[] }).applicant_skills.map((s, i) => ({ id: i + 1, ...s })),
        },
      }),
    });
    renderSection(SkillSection);
    const user = userEvent.setup();
    expect(await screen.findByText('Go', { selector: 'p' })).toBeTruthy();

    const group = screen.getByRole('group', { name: 'Add a skill' });
    const search = within(group).getByRole('combobox', { name: /^Skill/ });
    await user.type(search, 'A');
    const listbox = await screen.findByRole('listbox');
    // Go is listed already: not offered again.
    expect(within(listbox).queryByRole('option', { name: 'Go' })).toBeNull();
    await user.click(within(listbox).getByRole('option', { name: 'AWS' }));
    await user.click(within(group).getByRole('combobox', { name: /^Years of experience/ }));
    await user.click(await screen.findByRole('option', { name: 'Less than 1 year' }));
    await user.click(within(group).getByRole('button', { name: 'Add skill' }));

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['Featured', 'Languages']);
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Not saved yet')).toBeNull());
    expect(api.callsTo('POST', '/api/v1/applicant-skills/sync')[0]?.body).toEqual({
      applicant_skills: [
        { skill_id: 101, years_of_experience_range_id: 5 },
        { skill_id: 201, years_of_experience_range_id: 2 },
      ],
    });
  });

  it('marks a changed band as pending', async () => {
    profileApi(profile({ skills: [{ id: 1, skill_id: 102, years_of_experience_range_id: 3 }] }));
    renderSection(SkillSection);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Years of experience: TypeScript' }));
    await user.click(await screen.findByRole('option', { name: '3–5 years' }));
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
