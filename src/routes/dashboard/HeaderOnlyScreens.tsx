import { useParams } from '@tanstack/react-router';
import { ScreenFrame } from '../../features/shell/ScreenFrame';

/** A screen that is still only its page header. */
export function HeaderOnlyScreen({ heading }: { heading: string }) {
  return <ScreenFrame heading={heading} />;
}

/** A workshop form screen: the create heading for `…/create`, the edit heading for any other item. */
export function WorkshopScreen({ create, edit }: { create: string; edit: string }) {
  const { _splat: splat } = useParams({ strict: false });
  return <ScreenFrame heading={splat === 'create' ? create : edit} />;
}
