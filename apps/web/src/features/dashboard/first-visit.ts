import { useEffect, useMemo } from 'react';

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

/**
 * Whether MyPage is showing itself to this applicant for the first time: registered in the last day
 * and not shown to them in this browser yet. The wizard lands here seconds after registering, and
 * "welcome back" would greet someone who has never been away. Remembered per browser (there is no
 * server record of visits); a second device within the day greets them as new once more.
 */
export function useFirstVisit(applicant: { id: number; registered_at: string | null } | undefined): boolean {
  const id = applicant?.id;
  const registeredAt = applicant?.registered_at ?? null;
  const first = useMemo(() => {
    if (id === undefined || registeredAt === null) return false;
    const age = Date.now() - Date.parse(registeredAt);
    return age >= 0 && age < NEW_FOR_MS && !hasSeen(id);
  }, [id, registeredAt]);
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
