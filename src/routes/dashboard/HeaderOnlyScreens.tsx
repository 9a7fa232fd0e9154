import { ScreenFrame } from '../../features/shell/ScreenFrame';

/** A screen that is still only its page header. */
export function HeaderOnlyScreen({ heading }: { heading: string }) {
  return <ScreenFrame heading={heading} />;
}
