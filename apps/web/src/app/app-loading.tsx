import { LogoMark } from '../components/ui/logo.tsx';

/**
 * Shown on the very first load while the router fetches the first page's chunk: without it the
 * screen would stay blank. Text-free, so it needs no language yet.
 */
export function AppLoading() {
  return (
    <div className="hashi-loading" style={{ minHeight: '100dvh' }} role="progressbar" aria-label="Hashi">
      <div className="hashi-progress" aria-hidden="true" />
      <LogoMark size={48} />
    </div>
  );
}

/** The page area while a page's code arrives (the top bar's progress bar says the rest). */
export function PageLoading() {
  return <div className="hashi-loading" aria-busy="true" />;
}
