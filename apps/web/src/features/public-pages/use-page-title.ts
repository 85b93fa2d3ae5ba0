import { useEffect } from 'react';
import { documentTitle, type PageMeta } from './public-pages-meta.ts';

/** Sets the document title of a public page from its meta (public-pages-meta.ts). */
export function usePageTitle(meta: PageMeta): void {
  const title = documentTitle(meta);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
