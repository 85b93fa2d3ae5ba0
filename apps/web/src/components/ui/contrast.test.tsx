import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Themed } from './themed.tsx';
import { tokens } from './tokens.ts';

/** "rgb(r, g, b)" as #rrggbb. */
function hex(rgb: string): string {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

describe('text that explains a disabled control', () => {
  it("keeps the helper of a disabled field in the muted ink (AA), not MUI's disabled grey", () => {
    render(
      <Themed>
        <TextField label="Job role" disabled helperText="Choose a job category first." />
      </Themed>,
    );
    const helper = screen.getByText('Choose a job category first.');
    expect(helper.className).toContain('Mui-disabled');
    expect(hex(getComputedStyle(helper).color)).toBe(tokens.inkMuted);
  });
});
