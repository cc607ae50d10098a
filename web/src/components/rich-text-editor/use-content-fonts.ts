import { useEffect, useState } from 'react';
import { loadFontsFor, webFontsIn } from './editor-fonts';

/**
 * Loads the web fonts a rich-text body uses (editor-fonts.ts) and tells when
 * their CSS is in the page, so a page can show the body in its fonts at once.
 * Content without web fonts loads nothing and is ready immediately.
 */
export function useContentFonts(html: string | undefined): boolean {
  const key = html ? webFontsIn(html).sort().join(',') : '';
  const [loaded, setLoaded] = useState('');
  useEffect(() => {
    if (!key || !html) return;
    let live = true;
    void loadFontsFor(html).then(() => {
      if (live) setLoaded(key);
    });
    return () => {
      live = false;
    };
  }, [key, html]);
  return key === '' || loaded === key;
}
