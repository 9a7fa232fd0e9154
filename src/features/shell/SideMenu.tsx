import { Avatar, Box, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { displayName } from '../../lib/format/displayName';
import { useT } from '../../lib/i18n';
import { avatarColor } from './avatarColor';
import { useAvatarSrc } from './useAvatarSrc';
import { LanguageSelect } from './language/LanguageSelect';
import { menuLabelKey } from './menu/menuLabels';
import type { DashboardProfile } from './facts/loadDashboardFacts';
import type { MenuEntry } from './menu/menuEntries';
import { showsNotificationDot, type NotificationFlags } from './menu/notificationDots';

export interface SideMenuProps {
  entries: MenuEntry[];
  activeKey: string | null;
  profile: DashboardProfile;
  flags: NotificationFlags;
  onSelect: (entry: MenuEntry) => void;
}

/** The dashboard's side menu: who is signed in, then every visible entry (spec 1 §2). */
export function SideMenu({ entries, activeKey, profile, flags, onSelect }: SideMenuProps) {
  // Spec 1 §2: the medium-size picture is used only once the picture is approved.
  const picture = useAvatarSrc(profile.profilePictureStatus === 'APPROVED' ? profile.avatarUrl : null);
  const t = useT();
  return (
    <Stack gap="sm" h="100%">
      <Group gap="sm" px="sm" pt="sm" wrap="nowrap">
        {/* Who is signed in: their name and e-mail are data, not interface text. */}
        <Avatar src={picture} size="md" radius="xl" alt="" color={avatarColor(displayName(profile.name, t('profile.guest')))} variant="filled" data-user-content>
          {displayName(profile.name, t('profile.guest')).charAt(0)}
        </Avatar>
        <div style={{ minWidth: 0 }} data-user-content>
          <Text fw={600} truncate>
            {displayName(profile.name, t('profile.guest'))}
          </Text>
          {profile.email ? (
            <Text size="xs" c="dimmed" truncate>
              {profile.email}
            </Text>
          ) : null}
        </div>
      </Group>
      <ScrollArea style={{ flex: 1 }}>
        <nav aria-label={t('shell.mainMenu')}>
          {entries.map((entry) => {
            const external = entry.target.kind === 'external';
            // The dot sits a clear gap after the label (the indicator's was flush against the text) and
            // says what it means to a screen reader: the entry reads 'Ratings & Reviews, New activity'.
            const label = showsNotificationDot(flags, entry.key) ? (
              <Group component="span" gap={10} wrap="nowrap" style={{ display: 'inline-flex', verticalAlign: 'bottom' }}>
                <span>{t(menuLabelKey(entry))}</span>{' '}
                <Box component="span" role="img" aria-label={t('shell.newActivity')} w={8} h={8} bg="red.7" style={{ borderRadius: '50%', flex: 'none' }} />
              </Group>
            ) : (
              t(menuLabelKey(entry))
            );
            return (
              <NavLink
                key={entry.key}
                label={label}
                active={entry.key === activeKey}
                href={entry.target.kind === 'logout' ? undefined : entry.target.kind === 'route' ? entry.target.to : entry.target.href}
                component={entry.target.kind === 'logout' ? 'button' : 'a'}
                target={external ? '_blank' : undefined}
                rel={external ? 'noreferrer' : undefined}
                aria-current={entry.key === activeKey ? 'page' : undefined}
                onClick={(event) => {
                  if (external) return;
                  event.preventDefault();
                  onSelect(entry);
                }}
              />
            );
          })}
        </nav>
      </ScrollArea>
      <Box px="sm" pb="sm">
        <LanguageSelect size="xs" />
      </Box>
    </Stack>
  );
}
