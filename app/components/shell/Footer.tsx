import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BRAND, SUPPORT_EMAIL } from '../../../core/brand';
import { footerGroups } from './links';

/** Footer text is gray-7 (#495057) on gray-0 (#f8f9fa): 7.7:1. */
export function Footer() {
  return (
    <Box component="footer" bg="gray.0" py="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Stack gap="lg">
          <Box component="nav" aria-label="Footer">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
              {footerGroups.map((group) => (
                <Stack key={group.heading} gap="xs">
                  <Title order={2} size="sm">
                    {group.heading}
                  </Title>
                  <Stack component="ul" gap={6} className="nav-list">
                    {group.links.map((link) => (
                      <li key={link.label}>
                        <Anchor component={Link} to={link.to} size="sm">
                          {link.label}
                        </Anchor>
                      </li>
                    ))}
                    {group.heading === 'Support' && (
                      <li>
                        <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
                          Email support ({SUPPORT_EMAIL})
                        </Anchor>
                      </li>
                    )}
                  </Stack>
                </Stack>
              ))}
            </SimpleGrid>
          </Box>
          <Text size="sm" c="gray.7">
            Social media: coming soon.
          </Text>
          <Text size="sm" c="gray.7">
            {BRAND} provides legal information for educational purposes only. It is not legal advice and does not create an attorney-client
            relationship. Consult a licensed attorney about your situation.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
