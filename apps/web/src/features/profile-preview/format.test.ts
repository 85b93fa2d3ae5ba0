import { describe, expect, it } from 'vitest';
import { completionPercent, displayName, labelOf, labelsOf } from './format.ts';

describe('preview names (spec §3)', () => {
  it("falls back to 'ID: {id}' without a name and rounds the completion rate", () => {
    expect(displayName('Aiko Tanaka', 7)).toBe('Aiko Tanaka');
    expect(displayName(null, 7)).toBe('ID: 7');
    expect(displayName('  ', 7)).toBe('ID: 7');
    expect(completionPercent(84.6)).toBe(85);
    expect(completionPercent(120)).toBe(100);
  });

  it('reads names from the labels by table and id', () => {
    const labels = { skills: { 31: 'Go', 32: 'Rust' } };
    expect(labelOf(labels, 'skills', 31)).toBe('Go');
    expect(labelOf(labels, 'skills', null)).toBeNull();
    expect(labelOf(labels, 'countries', 1)).toBeNull();
    expect(labelsOf(labels, 'skills', [32, 99, 31])).toEqual(['Rust', 'Go']);
  });
});
