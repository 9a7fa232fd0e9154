import { Center, Loader } from '@mantine/core';
import { useT } from '../i18n';

export interface LoadingSpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Covers the whole viewport, for first loads. */
  fullScreen?: boolean;
}

const SIZES = { small: 'sm', medium: 'md', large: 'xl' } as const;

/** The loading spinner (spec 1 §2): three sizes, optionally full screen. */
export function LoadingSpinner({ size = 'medium', fullScreen = false }: LoadingSpinnerProps) {
  const t = useT();
  return (
    <Center h={fullScreen ? '100vh' : undefined} py={fullScreen ? undefined : 'xl'} role="status" aria-label={t('loading.label')}>
      <Loader size={SIZES[size]} />
    </Center>
  );
}
