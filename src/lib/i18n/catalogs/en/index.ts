import { common } from './common';
import { people } from './people';
import { screens } from './screens';
import { shell } from './shell';
import { wizard } from './wizard';
import { shop } from './shop';
import { retreats } from './retreats';
import { workshops } from './workshops';
import { tracks } from './tracks';
import { publishing } from './publishing';
import { insights } from './insights';
import { payouts } from './payouts';
import { promotion } from './promotion';
import { inbox } from './inbox';
import { live } from './live';
import { accreditations } from './accreditations';
import { notificationSettings } from './notificationSettings';
import { analytics } from './analytics';
import { homeCommunity } from './homeCommunity';
import { survey } from './survey';

/**
 * The English catalog: the source every other locale translates. One file per area keeps parallel work
 * apart; add your area's file here (one import, one spread). Keys are '<area>.<what>' and must not repeat.
 */
export const en = {
  ...common,
  ...shell,
  ...screens,
  ...people,
  ...wizard,
  ...shop,
  ...retreats,
  ...workshops,
  ...tracks,
  ...publishing,
  ...insights,
  ...payouts,
  ...promotion,
  ...inbox,
  ...live,
  ...accreditations,
  ...notificationSettings,
  ...homeCommunity,
  ...analytics,
  ...survey,
};
