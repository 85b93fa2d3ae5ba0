import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SectionEmpty, SectionError, SectionLoading } from './section-states.tsx';

describe('the states of a list in a page section', () => {
  it('says what failed and retries on request', () => {
    const onRetry = vi.fn();
    render(<SectionError message="The list could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The list could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('announces loading once, by its label', () => {
    render(<SectionLoading label="Loading the list" rows={2} />);
    expect(screen.getByRole('status', { name: 'Loading the list' })).toBeTruthy();
  });

  it('explains an empty list and offers the next step when there is one', () => {
    render(
      <MemoryRouter>
        <SectionEmpty text="Nothing here yet." action={{ to: '/jobs', label: 'Find jobs' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find jobs' }).getAttribute('href')).toBe('/jobs');
  });
});
