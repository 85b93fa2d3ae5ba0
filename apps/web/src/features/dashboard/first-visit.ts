import { useEffect, useRef, useSyncExternalStore } from 'react';

/** How long after registering an applicant is still new to Hashi. */
const NEW_FOR_MS = 24 * 60 * 60 * 1000;
const seenKey = (applicantId: number) => `hashi.mypage.seen.${applicantId}`;

function hasSeen(applicantId: number): boolean {
  try {
    return localStorage.getItem(seenKey(applicantId)) !== null;
  } catch {
    return false;
  }
}

const nothingToWatch = () => () => {};

/**
 * Whether MyPage is showing itself to this applicant for the first time: registered in the last day
 * and not shown to them in this browser yet. The wizard lands here seconds after registering, and
 * "welcome back" would greet someone who has never been away. Remembered per browser (there is no
 * server record of visits); a second device within the day greets them as new once more.
 *
 * The server paints MyPage without the browser's storage (ADR 0048): it, and the hydration of its
 * paint, greet as "welcome back"; a first visit turns the greeting right after. Decided once per
 * showing of the page: showing it marks it seen, which must not change the greeting on screen.
 */
export function useFirstVisit(applicant: { id: number; registered_at: string | null } | undefined): boolean {
  const id = applicant?.id;
  const registeredAt = applicant?.registered_at ?? null;
  const decided = useRef<{ key: string; first: boolean } | null>(null);
  const first = useSyncExternalStore(
    nothingToWatch,
    () => {
      if (id === undefined || registeredAt === null) return false;
      const key = `${id} ${registeredAt}`;
      if (decided.current?.key !== key) {
        const age = Date.now() - Date.parse(registeredAt);
        decided.current = { key, first: age >= 0 && age < NEW_FOR_MS && !hasSeen(id) };
      }
      return decided.current.first;
    },
    () => false,
  );
  useEffect(() => {
    if (id === undefined || registeredAt === null) return;
    try {
      localStorage.setItem(seenKey(id), new Date().toISOString());
    } catch {
      // Storage disabled: the next visit may be greeted as new again, which is harmless.
    }
  }, [id, registeredAt]);
  return first;
}
