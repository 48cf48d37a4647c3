import { useState } from 'react';
import { Anchor, Box, Burger, Drawer, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconScale } from '@tabler/icons-react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { BRAND, TAGLINE } from '../../../core/brand';
import { InstallAppButton } from '../../pwa/InstallAppButton';
import { AccountControl } from './AccountControl';
import { shellLinks } from './links';

const desktopLinks = shellLinks('desktop');
const mobileLinks = shellLinks('mobile');

export function Header() {
  // The drawer (a portal, a focus trap) is mounted the first time the menu opens: mounted with
  // the header, it re-drew itself synchronously right after a prerendered page was hydrated.
  const [menuUsed, setMenuUsed] = useState(false);
  const [menuOpen, menu] = useDisclosure(false, { onOpen: () => setMenuUsed(true) });
  const { pathname } = useLocation();

  return (
    <Box component="header" px="md" py="xs" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="xs" lh={0}>
              <IconScale size={30} color="var(--mantine-color-navy-8)" aria-hidden />
            </Box>
            <div>
              <Text component="span" display="block" fw={800} size="xl" c="navy.8" lh={1.2}>
                {BRAND}
              </Text>
              <Text component="span" display="block" size="xs" c="dimmed" lh={1.3}>
                {TAGLINE}
              </Text>
            </div>
          </Group>
        </Anchor>

        <Box component="nav" aria-label="Main" visibleFrom="lg">
          <Group gap="lg" component="ul" className="nav-list">
            {desktopLinks.map((link) => (
              <li key={link.to}>
                <Anchor component={NavLink} to={link.to} className="header-link" size="sm" fw={600}>
                  {link.label}
                </Anchor>
              </li>
            ))}
          </Group>
        </Box>

        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="lg">
            <InstallAppButton />
          </Box>
          <AccountControl />
          <Burger hiddenFrom="lg" opened={menuOpen} onClick={menu.toggle} aria-label="Open menu" aria-expanded={menuOpen} size="sm" />
        </Group>
      </Group>

      {menuUsed && (
        <Drawer
          opened={menuOpen}
          onClose={menu.close}
          position="right"
          size="xs"
          title={BRAND}
          closeButtonProps={{ 'aria-label': 'Close menu' }}
        >
          <Stack gap="md">
            <Box component="nav" aria-label="Mobile">
              {mobileLinks.map((link) => (
                <MantineNavLink
                  key={link.to}
                  component={Link}
                  to={link.to}
                  label={link.label}
                  active={pathname === link.to}
                  aria-current={pathname === link.to ? 'page' : undefined}
                  onClick={menu.close}
                />
              ))}
            </Box>
            <InstallAppButton />
          </Stack>
        </Drawer>
      )}
    </Box>
  );
}
