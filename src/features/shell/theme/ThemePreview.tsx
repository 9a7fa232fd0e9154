import { Badge, Button, ColorSwatch, Group, Indicator, SimpleGrid, Stack, Text, TextInput, Textarea, Title, useMantineTheme } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { CopyLink } from '../../../lib/ui/CopyLink';
import { FollowerCountLabel } from '../../../lib/ui/FollowerCountLabel';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { AVATAR_PALETTE } from '../avatarColor';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const TEXT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * /theme outside production (spec 1 §2): the theme's palette (brand teal and the avatar colours), its
 * type scale and the shared screen pieces of spec 1 §2 drawn as they appear in the dashboard.
 */
export function ThemePreview() {
  const t = useT();
  const theme = useMantineTheme();
  const sample = t('publishing.theme.sample');
  return (
    <Stack gap="xl">
      <section aria-labelledby="theme-palette">
        <Title order={2} size="h3" id="theme-palette" mb="sm">
          {t('publishing.theme.palette')}
        </Title>
        <Group gap="xs" mb="sm">
          {theme.colors[theme.primaryColor]!.map((shade, i) => (
            <Stack key={shade} gap={2} align="center">
              <ColorSwatch color={shade} size={36} aria-hidden />
              <Text size="xs">{`${i} ${shade}`}</Text>
            </Stack>
          ))}
        </Group>
        <Text size="sm" mb={4}>
          {t('publishing.theme.avatars')}
        </Text>
        <Group gap="xs">
          {AVATAR_PALETTE.map((name) => (
            <ColorSwatch key={name} color={`var(--mantine-color-${name}-filled)`} size={28} aria-label={name} />
          ))}
        </Group>
      </section>
      <section aria-labelledby="theme-type">
        <Title order={2} size="h3" id="theme-type" mb="sm">
          {t('publishing.theme.type')}
        </Title>
        <Text size="sm" mb="xs">
          {theme.fontFamily}
        </Text>
        {HEADINGS.map((h) => (
          <Title key={h} order={3} size={h}>
            {`${h} · ${sample}`}
          </Title>
        ))}
        {TEXT_SIZES.map((size) => (
          <Text key={size} size={size}>
            {`${size} · ${sample}`}
          </Text>
        ))}
      </section>
      <section aria-labelledby="theme-pieces">
        <Title order={2} size="h3" id="theme-pieces" mb="sm">
          {t('publishing.theme.pieces')}
        </Title>
        <PageHeader heading={t('publishing.theme.headerSample')} subheading={sample} right={<Button size="xs">{t('publishing.theme.action')}</Button>} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="xs">
            <Group>
              <LoadingSpinner size="small" />
              <LoadingSpinner size="medium" />
              <LoadingSpinner size="large" />
            </Group>
            <FollowerCountLabel count={123456} />
            <Indicator size={8} offset={-4} position="middle-end" inline>
              <Text size="sm">{t('publishing.theme.dot')}</Text>
            </Indicator>
            <Group gap="xs">
              <Badge variant="light">DRAFT</Badge>
              <Badge variant="light" color="yellow">
                PENDING
              </Badge>
              <Badge variant="light" color="green">
                PUBLISHED
              </Badge>
            </Group>
            <Group gap="xs">
              <Button>{t('publishing.theme.action')}</Button>
              <Button variant="default">{t('publishing.theme.action')}</Button>
              <Button color="red" variant="light">
                {t('publishing.theme.action')}
              </Button>
            </Group>
            <CopyLink url="https://example.org/your-name" />
          </Stack>
          <Stack gap="xs">
            <TextInput label={t('publishing.theme.inputLabel')} withAsterisk placeholder={sample} />
            <TextInput label={t('publishing.theme.inputLabel')} error={t('publishing.theme.errorSample')} defaultValue={sample} />
            <Textarea label={t('publishing.theme.inputLabel')} autosize minRows={2} defaultValue={sample} />
          </Stack>
        </SimpleGrid>
      </section>
    </Stack>
  );
}
