import type { WizardInput } from '../../../../machines/wizardMachine';
import { localCalendarDate } from '../../../../machines/libraryItemStatus';
import { buildWizardMachineInput } from '../../../engine/buildWizardMachineInput';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import type { ValidationContext } from '../../../engine/validation/context/validationContext';
import { browserTimeZone } from '../../../lib/time/browserTimeZone';
import type { WizardPageItem } from '../../wizardPage/wizardPageTypes';

/** What every check of the retreat wizard reads besides the data: today in the publisher's zone, the status, the role. */
export function retreatValidation(status: string, isAdmin: boolean, now = new Date()): ValidationContext {
  return { today: localCalendarDate(now), timeZone: browserTimeZone(), status, role: isAdmin ? 'admin' : 'publisher' };
}

/** Values a new retreat starts with: one empty verification link and highlight row (their first rows cannot be removed). */
export const NEW_RETREAT_DEFAULTS: Record<string, unknown> = {};

/**
 * How the wizard starts: a new retreat in create mode, or a stored one in edit mode with the steps whose
 * data is complete pre-marked validated (INFO always; spec 2 §2), read-only for a co-host. When the
 * retreat is PENDING the permission box starts checked (spec 2 §4).
 */
export function retreatWizardInput(wizard: CompiledWizard, item: (WizardPageItem & { can_edit?: boolean }) | null, isAdmin: boolean): WizardInput {
  const validation = retreatValidation(item?.status ?? 'DRAFT', isAdmin);
  if (!item) return { mode: 'create', data: { ...NEW_RETREAT_DEFAULTS }, validation };
  const data = item.status === 'PENDING' ? { ...item.data, permission_granted: true } : item.data;
  const input = buildWizardMachineInput(wizard, { id: item.id, data }, validation);
  return item.can_edit === false ? { ...input, readOnly: true } : input;
}
