import { Suspense, useEffect, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteAccess } from '../../core/routes';
import { useAuth } from '../auth';
import { LoadingScreen, PageLoader } from '../components/LoadingScreen';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { markFirstScreenReady } from '../pwa/firstScreen';
import { decideAccess } from './access';

interface RouteGateProps {
  title: string;
  access: RouteAccess;
  screen: ComponentType;
}

/** Mounted with the screen (inside its Suspense): the screen is drawn, the precache may start. */
function ScreenShown() {
  useEffect(markFirstScreenReady, []);
  return null;
}

/** Applies a route's access rule and title, then shows its (lazily loaded) screen. */
export function RouteGate({ title, access, screen: Screen }: RouteGateProps) {
  const { status } = useAuth();
  useDocumentTitle(title);
  const decision = decideAccess(access, status);

  if (decision.kind === 'wait') return <LoadingScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen />
      <ScreenShown />
    </Suspense>
  );
}
