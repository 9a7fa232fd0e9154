import { Text } from '@mantine/core';
import { isGuestName } from '../../domain/community/displayName';
import { useT } from '../../lib/i18n';

/** A member's name, or 'Guest' for an empty or generated one (spec 1 §3). */
export function MemberName({ name }: { name: string | null | undefined }) {
  const t = useT();
  return (
    <Text fw={600} size="sm" component="span" data-user-content={isGuestName(name) ? undefined : true}>
      {isGuestName(name) ? t('inbox.guest') : (name ?? '').trim()}
    </Text>
  );
}
