import type { FieldError } from '../../../engine/validation/fieldError';
import type { StepContextValue } from '../../StepContext';
import type { Item } from './ItemCollections';

/**
 * One item's errors with the step's own schema and messages: the step is validated with the item at its
 * place in the list, and only errors inside it are kept, pointers relative to the item ('/title').
 * Without a step (a form outside a wizard) nothing is checked here.
 */
export function validateItemWith(step: StepContextValue | null, listPath: readonly (string | number)[], items: readonly Item[], index: number, item: Item): FieldError[] {
  if (!step) return [];
  const list = [...items];
  list[index] = item;
  const prefix = `/${[...listPath, index].join('/')}`;
  return step
    .validateWith(listPath, list)
    .flatMap((error) => (error.pointer === prefix || error.pointer.startsWith(`${prefix}/`) ? [{ ...error, pointer: error.pointer.slice(prefix.length) }] : []));
}
