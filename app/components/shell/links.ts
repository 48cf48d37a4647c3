import { headerLinks } from '../../../core/routes';

export interface ShellLink {
  to: string;
  label: string;
}

/**
 * The header's links (spec part 1 §2) plus Know Your Rights (DESIGN.md) and the Federal Laws
 * Database. The mobile menu sends
 * How Smart Am I? to the quiz (/test-knowledge) instead of the battle.
 */
export function shellLinks(kind: 'desktop' | 'mobile'): ShellLink[] {
  return [
    ...headerLinks.map((link) => ({
      to: kind === 'mobile' && 'mobileTo' in link ? link.mobileTo : link.to,
      label: link.label,
    })),
    { to: '/know-your-rights', label: 'Know Your Rights' },
    // The law library was reachable only by URL or from inside an answer (docs/first-day.md).
    { to: '/federal-laws', label: 'Federal Laws' },
  ];
}

/** Footer links (spec part 1 §2); /legal-resources serves both Find an Attorney and Legal Aid. */
export const footerGroups: { heading: string; links: ShellLink[] }[] = [
  {
    heading: 'Resources',
    links: [
      { to: '/federal-laws', label: 'Federal Laws Database' },
      { to: '/api-docs', label: 'API Documentation' },
      { to: '/legal-resources', label: 'Find an Attorney' },
      { to: '/legal-resources', label: 'Legal Aid' },
      { to: '/contract-drafting', label: 'Contract Drafting' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { to: '/help', label: 'Help' },
      { to: '/terms#accessibility', label: 'Accessibility' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
];
