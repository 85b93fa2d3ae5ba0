import Chip from '@mui/material/Chip';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../test/viewport.ts';
import { jobCard } from '../test/fixtures.ts';
import { JobSummary } from './job-summary.tsx';

function renderSummary(languages: ('en' | 'ja')[] = ['en', 'ja']) {
  const job = jobCard(3, {
    title: 'Programmer',
    company: { id: 1, name: 'Meadowlark Data Inc.', logo_url: null },
    available_languages: languages,
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: <JobSummary job={job} from="/" badge={<Chip size="small" label="Waiting for your reply" />} />,
    },
  ]);
  return render(<RouterProvider router={router} />);
}

/** Whether the chips share the title's row (the flex row of the logo and the heading), not a row of their own. */
function chipsBesideTitle(): boolean {
  const chips = screen.getByTestId('job-summary-chips');
  const heading = screen.getByRole('heading', { name: 'Programmer' });
  const row = chips.parentElement;
  return row !== null && row !== screen.getByRole('article') && row.contains(heading);
}

afterEach(async () => {
  setViewportWidth(1280);
  await act(() => i18next.changeLanguage('en'));
});

describe('a job summary with a state chip (MyPage scouts)', () => {
  it('puts the chip above the title at 390 px, so the title keeps the whole width', () => {
    setViewportWidth(390);
    renderSummary();
    expect(chipsBesideTitle()).toBe(false);
    const chips = screen.getByTestId('job-summary-chips');
    const heading = screen.getByRole('heading', { name: 'Programmer' });
    // Above: the chips come first in reading order.
    expect(chips.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Waiting for your reply')).toBeTruthy();
  });

  it('keeps the chip beside the title at 1280 px', () => {
    setViewportWidth(1280);
    renderSummary();
    expect(chipsBesideTitle()).toBe(true);
  });
});

describe('a job summary (MyPage recommendations, /approach lists)', () => {
  it('says when a posting is written in English only, in the Japanese UI too', async () => {
    await act(() => i18next.changeLanguage('ja'));
    renderSummary(['en']);
    expect(screen.getByText('英語の求人')).toBeTruthy();
  });

  it('says when a posting is written in both languages', () => {
    renderSummary(['en', 'ja']);
    expect(screen.getByText('In English and Japanese')).toBeTruthy();
  });
});
