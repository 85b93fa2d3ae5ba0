import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyIsland } from '../../lib/lazy/lazy-island.tsx';
import { setUploadManagerOpen, useUploads } from '../../lib/uploads/upload-store.ts';

const UploadManagerDialog = lazyIsland(() => import('./upload-manager-dialog.tsx'));

/**
 * The app's one upload manager (spec §2 application shell), mounted by the shell: while an upload
 * runs, or one failed or ended unknown (something to look at), a button at the bottom of the screen
 * shows the running uploads' progress and opens the manager; once all are finished or cancelled it
 * gets out of the way. The dialog (MUI) loads with the first upload, so pages without uploads never
 * download it.
 */
export function UploadManager() {
  const { t } = useTranslation();
  const { items } = useUploads();
  const [mounted, setMounted] = useState(false);
  if (items.length > 0 && !mounted) setMounted(true);
  if (!mounted) return null;

  const running = items.filter((item) => item.status === 'uploading');
  const percent = running.length
    ? Math.floor(running.reduce((sum, item) => sum + item.progress, 0) / running.length)
    : null;
  return (
    <>
      {items.some((item) => item.status === 'uploading' || item.status === 'failed' || item.status === 'unknown') && (
        <button type="button" className="hashi-upload-pill" onClick={() => setUploadManagerOpen(true)}>
          {percent === null ? t('uploads.show') : t('uploads.running', { percent })}
        </button>
      )}
      <UploadManagerDialog />
    </>
  );
}
