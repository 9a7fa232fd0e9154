import { COURSE_HOOKS } from './courses/courseHooks';
import { RETREAT_HOOKS } from './retreats/retreatHooks';
import { TRACK_HOOKS } from './tracks/trackHooks';
import { WORKSHOP_HOOKS } from './workshops/workshopHooks';
import type { DeriveHook } from './wizardHooks';

/** Every derive hook, by the name manifests use (`derive` on a step). A wizard adds its own here. */
export const DERIVE_HOOKS: Readonly<Record<string, DeriveHook>> = { ...COURSE_HOOKS, ...WORKSHOP_HOOKS, ...RETREAT_HOOKS, ...TRACK_HOOKS };
