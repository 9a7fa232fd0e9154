import type { LocaleCatalog } from '../../translations';
import { common } from './common';
import { people } from './people';
import { screens } from './screens';
import { shop } from './shop';
import { wizard } from './wizard';
import { shell } from './shell';
import { retreats } from './retreats';
import { workshops } from './workshops';
import { tracks } from './tracks';
import { publishing } from './publishing';
import { insights } from './insights';
import { inbox } from './inbox';
import { payouts } from './payouts';
import { promotion } from './promotion';
import { live } from './live';
import { accreditations } from './accreditations';
import { notificationSettings } from './notificationSettings';
import { analytics } from './analytics';
import { homeCommunity } from './homeCommunity';
import { survey } from './survey';

/** hi: one import and one spread per area, like catalogs/en/index.ts. */
export const catalog: LocaleCatalog = {
  ...common,
  ...people,
  ...screens,
  ...shop,
  ...wizard,
  ...shell,
  ...retreats,
  ...workshops,
  ...tracks,
  ...publishing,
  ...insights,
  ...inbox,
  ...payouts,
  ...promotion,
  ...live,
  ...accreditations,
  ...notificationSettings,
  ...homeCommunity,
  ...analytics,
  ...survey,
};
