import { AppShell, Burger, Drawer, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { useRememberedLanguage } from './language/useInterfaceLanguage';
import { SideMenu, type SideMenuProps } from './SideMenu';

export interface DashboardShellProps extends SideMenuProps {
  /** Above every screen, e.g. the impersonation banner. */
  banner?: ReactNode;
  children: ReactNode;
}

// Spec 1 §2: the menu is 230, 260 or 265 px wide as the screen grows; below `sm` it is a drawer.
const NAVBAR_WIDTH = { sm: 230, md: 260, lg: 265 };

/** The dashboard frame: side menu (a drawer behind Menu on small screens), banner and the screen. */
export function DashboardShell({ banner, children, onSelect, ...menu }: DashboardShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const t = useT();
  // Signed in: the language saved for this user replaces the browser's first guess.
  useRememberedLanguage();
  const select: SideMenuProps['onSelect'] = (entry) => {
    close();
    onSelect(entry);
  };
  return (
    <AppShell navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }} header={{ height: { base: 56, sm: 0 } }} padding="md">
      <AppShell.Header hiddenFrom="sm">
        <Group h="100%" px="md" gap="sm">
          <Burger opened={opened} onClick={toggle} aria-label={t('shell.menuButton')} size="sm" />
          <Text fw={600}>{t('shell.productName')}</Text>
        </Group>
      </AppShell.Header>
      <Drawer opened={opened} onClose={close} size={230} padding={0} title={t('shell.menuButton')} hiddenFrom="sm" styles={{ header: { paddingInline: 12 } }}>
        <SideMenu {...menu} onSelect={select} />
      </Drawer>
      <AppShell.Navbar visibleFrom="sm">
        <SideMenu {...menu} onSelect={select} />
      </AppShell.Navbar>
      <AppShell.Main>
        {banner}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
