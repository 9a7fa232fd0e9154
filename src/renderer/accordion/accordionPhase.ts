import type { SnapshotFrom } from 'xstate';
import type { AccordionMachine } from '../../../machines/accordionWizardMachine';

/** What the accordion screen shows, read off the machine's state. */
export type AccordionPhase =
  | 'editing'
  | 'viewing'
  | 'confirmingFinish'
  | 'saving'
  | 'finished'
  | 'confirmingDelete'
  | 'deleting'
  | 'deleted'
  | 'confirmingLeave'
  | 'left';

/** The machine's state as a phase. */
export function accordionPhase(snapshot: SnapshotFrom<AccordionMachine>): AccordionPhase {
  return snapshot.value as AccordionPhase;
}
