import type { RegisteredNames } from '../../engine/check/registeredNameProblems';
import { DERIVE_HOOKS } from '../../domain/deriveHooks';
import { SAVE_OUTCOMES } from '../../domain/saveOutcomes';
import { SIDE_COLLECTIONS } from '../services/wizardDeps';
import { STATUS_POLICIES } from './statusPolicies';

/** Everything the step-save service has registered by name, for `schemas:check`. */
export const REGISTERED_NAMES: RegisteredNames = {
  derive: Object.keys(DERIVE_HOOKS),
  sideCollections: Object.keys(SIDE_COLLECTIONS),
  statusPolicies: Object.keys(STATUS_POLICIES),
  outcomes: Object.keys(SAVE_OUTCOMES),
};
