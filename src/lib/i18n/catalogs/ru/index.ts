import type { LocaleCatalog } from '../../translations';
import { common } from './common';
import { shop } from './shop';
import { wizard } from './wizard';
import { shell } from './shell';
import { retreats } from './retreats';
import { workshops } from './workshops';

/** ru: one import and one spread per area, like catalogs/en/index.ts. */
export const catalog: LocaleCatalog = {
  ...common,
  ...shop,
  ...wizard,
  ...shell,
  ...retreats,
  ...workshops,
};
