import { useState } from 'react';
import { lazyIsland } from '../../lib/lazy/lazy-island.tsx';
import { useUploadsPresent } from '../../lib/uploads/upload-signal.ts';

const UploadManagerView = lazyIsland(() => import('./upload-manager-view.tsx'));

/**
 * The app's one upload manager (spec §2 application shell), mounted by the shell. It loads with the
 * first upload of the tab (its button and dialog are one chunk built on MUI), so pages without
 * uploads never download it.
 */
export function UploadManager() {
  const present = useUploadsPresent();
  const [mounted, setMounted] = useState(false);
  if (present && !mounted) setMounted(true);
  return mounted ? <UploadManagerView /> : null;
}
