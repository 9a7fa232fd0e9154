import { SHOP_KINDS, type ShopKind } from './shopApi';
import { ShopTabs } from './ShopTabs';

const WORKSHOP_KINDS = ['WORKSHOP', 'WORKSHOP_RECORDING'] as const satisfies readonly ShopKind[];

interface TabProps {
  tab?: string;
  onTabChange(kind: ShopKind): void;
}

const tabOf = <K extends ShopKind>(kinds: readonly K[], tab: string | undefined): K => (kinds as readonly string[]).includes(tab ?? '') ? (tab as K) : kinds[0]!;

/** /shop: the caller's shop products by kind with the B2B promo tab (spec 3 §2); admins filter by publisher. */
export function ShopPage({ tab, onTabChange }: TabProps) {
  return <ShopTabs kinds={SHOP_KINDS} tab={tabOf(SHOP_KINDS, tab)} onTabChange={onTabChange} publisherFilter />;
}

/** /workshops: the publisher's workshops and workshop recordings. */
export function WorkshopsPage({ tab, onTabChange }: TabProps) {
  return <ShopTabs kinds={WORKSHOP_KINDS} tab={tabOf(WORKSHOP_KINDS, tab)} onTabChange={onTabChange} />;
}
