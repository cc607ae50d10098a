import { NAV_HIDE_THRESHOLD_PX } from '@app/shared/constants';
import { useEffect, useState } from 'react';

/**
 * SPEC §2: the navigation hides when scrolling down past 100 px and shows
 * again when scrolling up (and always near the top).
 */
export function nextNavHidden(previousY: number, y: number, hidden: boolean): boolean {
  if (y <= NAV_HIDE_THRESHOLD_PX) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}

export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let previousY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden((current) => nextNavHidden(previousY, y, current));
      previousY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}
