/**
 * Whether the user asked for reduced motion (no typewriter, no smooth scrolling), read when it
 * is needed. A plain function rather than Mantine's useReducedMotion: the chats read it inside
 * effects and initial state, where a hook's first-render value (false until its effect) would
 * type out one answer before the setting applies.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}
