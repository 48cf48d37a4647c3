import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../../auth';
import { OfflineBanner } from '../../pwa/OfflineBanner';
import { LoadingScreen } from '../LoadingScreen';
import { LawDetailHost } from '../law/LawDetailHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Every page: skip link, offline banner, header, the page, footer. */
export function Shell() {
  const { isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <OfflineBanner />
      <Header />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
      <LawDetailHost />
    </Box>
  );
}
