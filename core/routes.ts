/**
 * Every route of spec parts 1 and 2 plus /know-your-rights (DESIGN.md), with its access rule.
 * public: anyone; guest: signed-out only (signed-in users go to /); private: signed-in only
 * (others go to /login).
 */
export type RouteAccess = 'public' | 'guest' | 'private';

export interface AppRoute {
  path: string;
  title: string;
  access: RouteAccess;
}

export const appRoutes = [
  { path: '/', title: 'Federal Legal Research Assistant', access: 'private' },
  { path: '/login', title: 'Log In', access: 'guest' },
  { path: '/signup', title: 'Create Account', access: 'guest' },
  { path: '/help', title: 'Contact Admin Support', access: 'private' },
  { path: '/terms', title: 'Terms of Service', access: 'public' },
  { path: '/privacy', title: 'Privacy Policy', access: 'public' },
  { path: '/api-docs', title: 'API Documentation', access: 'public' },
  { path: '/legal-resources', title: 'Legal Resources', access: 'public' },
  { path: '/how-it-works', title: 'How It Works', access: 'public' },
  { path: '/verify-sources', title: 'Amendment Source Verification', access: 'public' },
  { path: '/know-your-rights', title: 'Know Your Rights', access: 'public' },
  { path: '/contract-drafting', title: 'Contract Drafting', access: 'private' },
  { path: '/state-laws', title: "101 What's Illegal", access: 'private' },
  { path: '/federal-laws', title: 'Federal Laws Database', access: 'private' },
  { path: '/test-knowledge', title: 'How Smart Am I? - Quiz Mode', access: 'private' },
  { path: '/test-knowledge-chat', title: 'Test My Legal Knowledge - Chat Mode', access: 'private' },
  { path: '/test-knowledge-battle', title: 'Legal Knowledge Battle Arena', access: 'private' },
  // Answer receipts: not in the spec's route table; reached from the user menu.
  { path: '/saved-answers', title: 'My saved answers', access: 'private' },
  // The U.S. Code reader (core/laws/lawPaths.ts): a title's sections, and one section
  // (`#a-1` opens it at that level). Not in the spec's route table; reached from every law detail.
  { path: '/federal-laws/:title', title: 'U.S. Code title', access: 'private' },
  { path: '/federal-laws/:title/:section', title: 'U.S. Code section', access: 'private' },
] as const satisfies readonly AppRoute[];

export type AppPath = (typeof appRoutes)[number]['path'];

export const privatePaths = appRoutes.filter((r) => r.access === 'private').map((r) => r.path);

export function routeFor(path: string): AppRoute | undefined {
  return appRoutes.find((r) => r.path === path);
}

/** Header links (spec part 1 §2). The mobile menu points How Smart Am I? at /test-knowledge. */
export const headerLinks = [
  { to: '/how-it-works', label: 'How it Works' },
  { to: '/test-knowledge-battle', mobileTo: '/test-knowledge', label: 'How Smart Am I?' },
  { to: '/state-laws', label: "101 What's Illegal" },
  { to: '/legal-resources', label: 'Legal Resources' },
  { to: '/help', label: 'Help' },
] as const;

export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';
