import { useEffect } from 'react';
import { BRAND } from '../../core/brand';

/** "<title> · Laws AI" for the page being shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${BRAND}`;
  }, [title]);
}
