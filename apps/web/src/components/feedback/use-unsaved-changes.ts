import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirm } from './use-confirm.ts';
import { setUnsavedChanges } from '../../lib/unsaved-changes.ts';

/**
 * A form with edits not yet saved: the language switch asks before dropping them (spec §4), leaving
 * the page in the app asks first, and closing or reloading the tab gets the browser's own warning.
 * Pass the form's `isDirty` (and false once saved).
 */
export function useUnsavedChanges(dirty: boolean): void {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    setUnsavedChanges(dirty);
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      setUnsavedChanges(false);
    };
  }, [dirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: t('unsaved.title'),
      message: t('unsaved.message'),
      confirmLabel: t('unsaved.leave'),
      cancelLabel: t('unsaved.stay'),
      destructive: true,
    }).then((leave) => {
      if (leave) {
        setUnsavedChanges(false);
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, confirm, t]);
}
