import { PRERENDERED_ATTRIBUTE, routeOfPath } from '../../core/prerendered';

/**
 * Whether the app hydrates the HTML in #root (drawn at build time for a signed-out visitor,
 * scripts/prerender.ts) instead of drawing the page anew:
 * - only HTML drawn for the route of this address (the service worker could send another page);
 * - only when no user is remembered on the device: a user likely signed in is not shown a
 *   signed-out header or the sign-in form first; the page is drawn for them as before.
 * Hydrating, the app starts signed out, as the HTML was drawn; the session check that follows
 * takes a signed-in user from /login or /signup to the app (RouteGate).
 */
export function shouldHydrate(root: HTMLElement, pathname: string, rememberedUser: boolean): boolean {
  const drawnFor = root.getAttribute(PRERENDERED_ATTRIBUTE);
  return drawnFor !== null && drawnFor === routeOfPath(pathname) && !rememberedUser;
}
