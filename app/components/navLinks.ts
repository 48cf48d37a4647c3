/**
 * The in-app links that pages put beside their titles or at their ends, each with the one label
 * it goes by: the knowledge modes link to each other and "Back to Home", the information pages
 * end with "Return to Home" and the pages a reader may want next.
 */
export const NAV_LINKS = {
  home: { to: '/', label: 'Back to Home' },
  quiz: { to: '/test-knowledge', label: 'Quiz Mode' },
  chat: { to: '/test-knowledge-chat', label: 'Chat Mode' },
  battle: { to: '/test-knowledge-battle', label: 'Battle Mode' },
  returnHome: { to: '/', label: 'Return to Home' },
  terms: { to: '/terms', label: 'Terms of Service' },
  privacy: { to: '/privacy', label: 'Privacy Policy' },
  help: { to: '/help', label: 'Get Help' },
  howItWorks: { to: '/how-it-works', label: 'How It Works' },
  knowYourRights: { to: '/know-your-rights', label: 'Know Your Rights' },
} as const;

export type NavLinkName = keyof typeof NAV_LINKS;
