import { Button, Group, Text } from '@mantine/core';
import { useT } from '../i18n';
import { useCopyFeedback } from './useCopyFeedback';

/** A link with a Copy button; the button reads 'copied' for 2 s after a copy. */
export function CopyLink({ url }: { url: string }) {
  const { copied, copy } = useCopyFeedback();
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="copy-link-url" data-user-content>
        {url}
      </Text>
      <Button size="xs" variant="light" onClick={() => void copy(url)}>
        {copied ? t('copy.copied') : t('copy.copy')}
      </Button>
    </Group>
  );
}
