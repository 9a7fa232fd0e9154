import { Alert } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WizardContext, WizardInput } from '../../../machines/wizardMachine';
import type { WizardIo } from '../../engine/buildWizardMachineIo';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { DraftWizard } from './DraftWizard';
import { addressWithStep, stepInAddress } from './stepInAddress';
import { useCompiledWizard } from './useCompiledWizard';
import { wizardDraftStore } from './wizardDraftStore';
import { dropHandedWizard, handedWizard, handOffWizard } from './wizardHandoff';
import type { WizardPageItem, WizardScreenParts } from './wizardPageTypes';

/** What a wizard page needs from the wizard that uses it (the calls, the routes, its own rules). */
export interface WizardPageProps extends WizardScreenParts {
  /** The manifest's id under schemas/wizards/. */
  manifestId: string;
  /** The stored item to edit; none on the create route. */
  itemId?: string;
  /** The variant: for a new item from the route, for a stored one from its data. Wizards without variants leave it out. */
  variantOf?(item: WizardPageItem | null): string | undefined;
  /** The wizard's fetch call (null: not found, or not the publisher's). */
  load(itemId: string): Promise<WizardPageItem | null>;
  /** The wizard's step saves and submit. */
  io: WizardIo;
  /** The wizard as the page draws and validates it, given the stored status (rules a schema cannot state); as compiled when left out. */
  prepare?(wizard: CompiledWizard, facts: { status: string }): CompiledWizard;
  /** How the wizard starts on a new item (null) or a stored one. */
  toInput(wizard: CompiledWizard, item: WizardPageItem | null): WizardInput;
  /** Where the page ends (after submit, or when the publisher leaves); a function of the variant when that decides it. */
  doneHref: string | ((variant: string | undefined) => string);
  /** The edit route of an item: after the first save the create route is replaced by it. */
  editHref(itemId: string): string;
}

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; item: WizardPageItem | null };

/**
 * A wizard's create and edit routes: loads the item (edit) and runs the wizard on it, resumed from the
 * local draft. After the first save the create route becomes the item's edit route (history replaced,
 * the live wizard handed over), so a reload or a crash reopens that item with its draft.
 */
export function WizardPage({ manifestId, itemId, variantOf, load, io, prepare, toInput, doneHref, editHref, ...parts }: WizardPageProps) {
  const router = useRouter();
  const [handed] = useState(() => (itemId ? handedWizard(manifestId, itemId) : null));
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>(() =>
    !itemId ? { state: 'ready', item: null } : handed ? { state: 'ready', item: { id: itemId, status: 'DRAFT', data: handed.saved ?? {} } } : { state: 'loading' },
  );
  useEffect(() => {
    if (itemId) dropHandedWizard(manifestId, itemId);
  }, [manifestId, itemId]);
  useEffect(() => {
    if (!itemId || (handed && generation === 0)) return;
    let live = true;
    load(itemId).then(
      (item) => live && setLoaded(item ? { state: 'ready', item } : { state: 'missing' }),
      () => live && setLoaded({ state: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [load, itemId, handed, generation]);
  const item = loaded.state === 'ready' ? loaded.item : null;
  const variant = useMemo(() => (loaded.state === 'ready' ? variantOf?.(item) : undefined), [variantOf, loaded.state, item]);
  const compiled = useCompiledWizard(manifestId, variant, loaded.state === 'ready');
  const status = item?.status ?? 'DRAFT';
  const wizard = useMemo(() => compiled && (prepare ? prepare(compiled, { status }) : compiled), [compiled, prepare, status]);
  // A reload opens the step the address names (see stepInAddress); a draft's unsaved work still wins.
  const [addressSearch] = useState(() => (itemId ? window.location.search : ''));
  const base = useMemo(() => {
    if (!wizard) return null;
    if (handed && generation === 0) return handed;
    const input = toInput(wizard, item);
    const step = generation === 0 && item ? stepInAddress(addressSearch, wizard.steps.map((s) => s.key)) : undefined;
    return step ? { ...input, startStep: step } : input;
  }, [wizard, item, handed, generation, toInput, addressSearch]);
  const onDone = useCallback(() => void router.navigate({ href: typeof doneHref === 'string' ? doneHref : doneHref(variant) }), [router, doneHref, variant]);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const stepKeys = useMemo(() => wizard?.steps.map((s) => s.key) ?? [], [wizard]);
  const shownStep = useRef<string | null>(null);
  const onContext = useCallback(
    (context: WizardContext) => {
      if (itemId && context.current !== shownStep.current && stepKeys.includes(context.current)) {
        shownStep.current = context.current;
        const { pathname, searchStr } = router.state.location;
        const href = addressWithStep({ pathname, search: searchStr }, context.current, stepKeys);
        if (href) void router.navigate({ href, replace: true, resetScroll: false, ignoreBlocker: true });
      }
      if (itemId || !context.itemId) return;
      handOffWizard(manifestId, { ...context, itemId: context.itemId });
      setCreatedId(context.itemId);
    },
    [manifestId, itemId, router, stepKeys],
  );
  useEffect(() => {
    // The form may have filled in defaults meanwhile: those are in the draft, so the switch need not ask.
    if (createdId) void router.navigate({ href: editHref(createdId), replace: true, ignoreBlocker: true });
  }, [createdId, router, editHref]);
  const [justSubmitted, setJustSubmitted] = useState(false);
  // A live item's edit went for review: read it again, so the page shows it read-only (PENDING_EDIT).
  const onEditSubmitted = useCallback(() => {
    setJustSubmitted(true);
    setLoaded({ state: 'loading' });
    setGeneration((g) => g + 1);
  }, []);
  const onDiscarded = useCallback(() => {
    // Read the item again: steps saved since the page opened must show their saved values.
    if (itemId) setLoaded({ state: 'loading' });
    setGeneration((g) => g + 1);
  }, [itemId]);
  if (loaded.state === 'missing') return <Alert color="red" title={parts.texts.notFound} />;
  if (loaded.state === 'loading' || !wizard || !base) return <LoadingSpinner />;
  return (
    <DraftWizard
      key={`${item?.id ?? 'new'}:${generation}`}
      {...parts}
      wizard={wizard}
      io={io}
      base={base}
      store={wizardDraftStore()}
      onDone={onDone}
      onDiscarded={onDiscarded}
      onContext={onContext}
      onEditSubmitted={itemId ? onEditSubmitted : undefined}
      live={item?.live}
      justSubmitted={justSubmitted}
    />
  );
}
