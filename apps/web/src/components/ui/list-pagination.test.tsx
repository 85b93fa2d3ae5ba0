import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination } from './list-pagination.tsx';

describe('ListPagination', () => {
  it('shows nothing for a single page', () => {
    const { container } = render(<ListPagination count={1} page={1} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('is a navigation landmark whose page buttons report the page chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ListPagination count={3} page={1} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'pagination navigation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'page 1' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('takes a name for the landmark and for each page button', () => {
    render(
      <ListPagination
        count={2}
        page={2}
        onChange={() => {}}
        label="Result pages"
        getItemAriaLabel={(type, page, selected) =>
          type === 'page' ? `Page ${page}${selected ? ' (current)' : ''}` : type
        }
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Result pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2 (current)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'previous' })).toBeTruthy();
  });
});
