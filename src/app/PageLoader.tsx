import { Center, Loader } from '@mantine/core';
import { useT } from '../lib/i18n';

/** Shown while a route waits (session restore, a page chunk) for longer than the router's pending delay. */
export function PageLoader() {
  const t = useT();
  return (
    <Center mih="100vh" aria-busy="true">
      <Loader aria-label={t('loading.label')} />
    </Center>
  );
}
