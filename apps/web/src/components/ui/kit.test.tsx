import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldGroup } from './field-group.tsx';
import { PageHeading } from './page-heading.tsx';
import { SectionCard } from './section-card.tsx';

describe('the page heading', () => {
  it('is the page h1, with its subtitle and actions beside it', () => {
    render(
      <PageHeading subtitle="Jobs you saved." actions={<button type="button">Refresh</button>}>
        Saved jobs
      </PageHeading>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeTruthy();
    expect(screen.getByText('Jobs you saved.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});

describe('the section card', () => {
  it('is a region named by its heading at the given level', () => {
    render(
      <SectionCard title="Career" level={3} size="compact">
        <p>Ten years</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Career' });
    expect(region.textContent).toContain('Ten years');
    expect(screen.getByRole('heading', { level: 3, name: 'Career' })).toBeTruthy();
  });

  it('names no landmark when it is a list item', () => {
    render(
      <ul>
        <SectionCard title="A posting" component="li">
          <p>Details</p>
        </SectionCard>
      </ul>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toContain('Details');
  });
});

describe('the field group', () => {
  it('is a group named by its legend', () => {
    render(
      <FieldGroup legend="Salary" columns={2}>
        <input aria-label="From" />
        <input aria-label="To" />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'Salary' });
    expect(group.querySelectorAll('input')).toHaveLength(2);
  });

  it('only lays the fields out without a legend', () => {
    render(
      <FieldGroup>
        <input aria-label="Name" />
      </FieldGroup>,
    );
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
  });
});

describe('the theme', () => {
  it('puts 16 px under a Typography with gutterBottom', async () => {
    const { theme } = await import('./theme.ts');
    const override = theme.components?.MuiTypography?.styleOverrides?.gutterBottom;
    expect(typeof override === 'function' ? override({ theme } as never) : override).toEqual({ marginBottom: '16px' });
  });
});
