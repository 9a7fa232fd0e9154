// Hooks a wizard's manifest names (`derive` on a step): code the browser and the server may both run,
// so it imports nothing from `src/features` or `src/server`.

/** What a hook may know about the save besides the fields: whose item it is. */
export interface HookFacts {
  /** The owner's uid: stored file references must sit under `{uid}/uploads/`. */
  uid: string;
  /** The item's id (its files sit in a folder named after it). */
  itemId?: string;
  /** The item as stored before this save (null when creating): a rule may refuse changing what is locked. */
  stored?: Readonly<Record<string, unknown>> | null;
}

/** A save a hook refuses (a file outside the owner's uploads): the server answers 400 with this message. */
export class HookRefusal extends Error {}

/**
 * Turns a step's own fields into what is stored: it may add derived fields, drop or reshape own ones.
 * `writes` lists every stored field it may set beyond the step's own: a save clears them before writing,
 * and a live item's revision holds them. `toWizard` reverses a reshaped field for the wizard to edit.
 */
export interface DeriveHook {
  writes: readonly string[];
  derive(fields: Readonly<Record<string, unknown>>, facts: HookFacts): Record<string, unknown>;
  toWizard?(stored: Readonly<Record<string, unknown>>): Record<string, unknown>;
}
