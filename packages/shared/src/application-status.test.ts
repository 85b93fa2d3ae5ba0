import { describe, expect, it } from 'vitest';
import {
  CONTACT_STAGES,
  hasEnded,
  judgeStatusChange,
  nextStatuses,
  visibleStatusBefore,
} from './application-status.ts';

const h = (...ids: number[]) => ids.map((id) => ({ status: { id } }));

describe('the statuses an application may move to (ADR 0021)', () => {
  it('moves selection forward only, stages may be skipped, reject and cancel end it, invisible hides it', () => {
    expect(nextStatuses(1, 1)).toEqual([2, 3, 4, 7, 8, 9, 5, 6, 10]);
    expect(nextStatuses(4, 4)).toEqual([7, 8, 9, 5, 6, 10]);
    expect(nextStatuses(8, 8)).toEqual([9, 5, 6, 10]);
  });

  it('offers only hiding once the application ended', () => {
    for (const ended of [5, 6, 9]) {
      expect(nextStatuses(ended, ended)).toEqual([10]);
      expect(hasEnded(ended, ended)).toBe(true);
    }
    expect(hasEnded(2, 2)).toBe(false);
  });

  it('returns an invisible application to the status it had, or onward from there', () => {
    expect(visibleStatusBefore(10, h(1, 2, 10))).toBe(2);
    expect(nextStatuses(10, 2)).toEqual([2, 3, 4, 7, 8, 9, 5, 6]);
    expect(nextStatuses(10, 5)).toEqual([5]);
    expect(hasEnded(10, 5)).toBe(true);
    expect(visibleStatusBefore(3, h(1, 3))).toBe(3);
  });

  it('offers exactly the statuses the server accepts', () => {
    for (let visibleBefore = 1; visibleBefore <= 9; visibleBefore += 1) {
      for (const current of [visibleBefore, 10]) {
        const accepted = [];
        for (let to = 1; to <= 10; to += 1)
          if (judgeStatusChange(current, to, visibleBefore) === 'ok') accepted.push(to);
        expect([...nextStatuses(current, visibleBefore)].sort((a, b) => a - b)).toEqual(accepted);
      }
    }
  });

  it('reveals contact details from the first interview to joining, never while closed', () => {
    expect(CONTACT_STAGES).toEqual([2, 3, 4, 7, 8, 9]);
  });
});
