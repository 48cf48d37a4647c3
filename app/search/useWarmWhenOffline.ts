import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { pwaState } from '../pwa/pwaState';
import { hasSavedLibrary, warmSavedLibrary } from './offline';

/** When the connection drops and a library is saved, load it in the worker before the first question. */
export function useWarmWhenOffline(): void {
  const { online } = useSnapshot(pwaState);
  useEffect(() => {
    if (online) return;
    void hasSavedLibrary().then((saved) => saved && warmSavedLibrary());
  }, [online]);
}
