import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** "Governing Law and Binding Arbitration" -> "governing-law-and-binding-arbitration" */
export function sectionAnchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * One numbered section of the Terms or the Privacy Policy: "3. Government Sources". Its heading
 * carries an anchor made from the title (/terms#accessibility, linked from the footer).
 */
function PolicySection({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = sectionAnchor(title);
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {number}. {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A section of the Terms or the Privacy Policy as written in its page's sections.tsx. */
export interface PolicyText {
  title: string;
  body: ReactNode;
}

/** The numbered sections of the Terms or the Privacy Policy, in order. */
export function PolicySections({ sections }: { sections: readonly PolicyText[] }) {
  return (
    <Stack gap="xl">
      {sections.map((section, i) => (
        <PolicySection key={section.title} number={i + 1} title={section.title}>
          {section.body}
        </PolicySection>
      ))}
    </Stack>
  );
}
