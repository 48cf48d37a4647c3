import { useEffect } from 'react';
import { BRAND } from '../../../core/brand';

/**
 * "15 U.S.C. § 1692c · Laws AI": the reader names what it shows. Set a moment after mount, as
 * the route's own (generic) title is set by its gate once the screen has mounted.
 */
export function useReaderTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const timer = setTimeout(() => {
      document.title = `${title} · ${BRAND}`;
    }, 0);
    return () => clearTimeout(timer);
  }, [title]);
}
