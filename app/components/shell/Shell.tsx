import { Suspense, useDeferredValue, useEffect } from 'react';
import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { clearToastsOfPreviousPage } from '../toast';
import { useAuth } from '../../auth';
import { OfflineBanner } from '../../pwa/OfflineBanner';
import { LoadingScreen } from '../LoadingScreen';
import { LawDetailHost } from '../law/LawDetailHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Every page: skip link, offline banner, header, the page, footer. */
export function Shell() {
  // The session's answer arrives as a synchronous store update; drawing the whole shell and the
  // screen in that same task was a long one on a phone. Deferred, React draws them in a
  // transition it splits into short slices, the loading screen staying until that is done.
  const isLoading = useDeferredValue(useAuth().isLoading);
  // A toast about the page the user left does not follow them (docs/first-day.md).
  const { pathname } = useLocation();
  useEffect(() => clearToastsOfPreviousPage(), [pathname]);
  // A new page opens at its top (or its #anchor); Back and Forward return where the user was
  // (docs/first-day.md: /privacy used to open near its bottom, after the footer link).
  if (isLoading)
    return (
      <>
        <ScrollRestoration />
        <LoadingScreen />
      </>
    );

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollRestoration />
      <SkipLink />
      <OfflineBanner />
      {/* Each boundary is hydrated on its own (React's selective hydration), so taking over a
          prerendered page is a few short tasks rather than one long one (docs/lighthouse.md). */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      {/* At least a screen high, so the footer starts below the fold: while a screen's code or
          data loads, the footer is not drawn under the header and then pushed down (that
          move was most of /login's and /know-your-rights' layout shift, docs/performance.md). */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, minHeight: '100vh' }}>
        <Outlet />
      </Box>
      <Suspense fallback={null}>
        <Footer />
        <LawDetailHost />
      </Suspense>
    </Box>
  );
}
