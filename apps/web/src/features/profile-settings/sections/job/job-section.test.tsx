import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../../auth/test/mock-api.ts';
import { profile, profileApi } from '../../test/fixtures.ts';
import { renderSection } from '../../test/render-section.tsx';
import JobSection from './job-section.tsx';

beforeEach(() => logIn());

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(
    within(screen.getByRole('group', { name: 'Add a job role' })).getByRole('combobox', { name: label }),
  );
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('job section', () => {
  it('adds a role by category → role → years, shows it pending until synced, then saves the list', async () => {
    const saved = profile({ position_experiences: [{ id: 1, job_position_id: 11, years_of_experience_range_id: 4 }] });
    const api = profileApi(saved, {
      'POST /api/v1/applicant-position-experiences/sync': (call) => ({
        body: {
          data: (call.body as { applicant_position_experiences: object[] }).applicant_position_experiences.map(
            (entry, i) => ({ id: i + 1, ...entry }),
          ),
        },
      }),
    });
    renderSection(JobSection);
    const user = userEvent.setup();
    expect(await screen.findByText('Backend engineer')).toBeTruthy();
    expect(screen.queryByText('Not saved yet')).toBeNull();

    await choose(user, /Job category/, 'Software development');
    await choose(user, /^Job role/, 'Frontend engineer');
    await choose(user, /^Years of experience/, '1–3 years');
    // Changing the category clears the role and the years (spec §5).
    await choose(user, /Job category/, 'Mobile');
    const group = screen.getByRole('group', { name: 'Add a job role' });
    expect(within(group).getByRole('combobox', { name: /^Job role/ }).textContent).not.toContain('Frontend');
    expect(within(group).getByRole('combobox', { name: /^Years of experience/ }).textContent).not.toContain('1–3');
    await choose(user, /Job category/, 'Software development');
    // A listed role is not offered twice.
    await user.click(within(group).getByRole('combobox', { name: /^Job role/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Backend engineer' })).toBeNull();
    await user.click(within(listbox).getByRole('option', { name: 'Frontend engineer' }));
    await choose(user, /^Years of experience/, '1–3 years');
    await user.click(screen.getByRole('button', { name: 'Add job role' }));

    const row = (await screen.findByText('Frontend engineer', { selector: 'p' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Not saved yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Not saved yet')).toBeNull());
    expect(api.callsTo('POST', '/api/v1/applicant-position-experiences/sync')[0]?.body).toEqual({
      applicant_position_experiences: [
        { job_position_id: 11, years_of_experience_range_id: 4 },
        { job_position_id: 12, years_of_experience_range_id: 3 },
      ],
    });
  });

  it('requires every step of the add form', async () => {
    profileApi(profile());
    renderSection(JobSection);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add job role' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(3);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes a role only when saved', async () => {
    const saved = profile({ position_experiences: [{ id: 1, job_position_id: 11, years_of_experience_range_id: 4 }] });
    const api = profileApi(saved, { 'POST /api/v1/applicant-position-experiences/sync': { body: { data: [] } } });
    renderSection(JobSection);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Backend engineer' }));
    expect(screen.getByText('Your changes are not saved yet. Press Save to keep them.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/v1/applicant-position-experiences/sync')[0]?.body).toEqual({
        applicant_position_experiences: [],
      }),
    );
  });
});
