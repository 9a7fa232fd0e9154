import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { PROMO_CODE_STEP, PROMO_CODE_WIZARD_ID, type PromoCodeEntry, type PromoCodeForm } from '../../../domain/shop/promoCodeValues';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { loadBrowserWizard } from '../../../engine/loadBrowserWizard';
import { useT } from '../../../lib/i18n';
import { localizeSchema } from '../../../lib/i18n/schema/localizeSchema';
import { useKeyedSchemaText, useSchemaText } from '../../../lib/i18n/schema/useSchemaText';
import { useBackend, useNotifier, useSessionUser } from '../../../lib/session/AppServices';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { useHotWizard } from '../../../renderer/useHotWizard';
import { useShopProductFacts } from '../ShopProductContext';
import { createPromoCodesApi, PromoCodeFailure } from './promoCodesApi';
import { PromoCodeInputs } from './PromoCodeInputs';
import { PromoCodeList } from './PromoCodeList';

interface Loaded {
  wizard: CompiledWizard;
  productId: string | null;
  codes: PromoCodeEntry[];
}

/**
 * `x-ui.widget: "promoCodes"`: the Promotion Codes section (spec 3 §4-§5, edit only): the workshop's codes
 * and a form for a new one, validated with schemas/wizards/promo-code; adding makes a coupon, a promotion
 * code, then attaches it. It reads and writes the payment service, never the section's own form data.
 */
export function PromoCodesField() {
  return <PromoCodesSection />;
}

const loadPromoCodeWizard = () => loadBrowserWizard(PROMO_CODE_WIZARD_ID);

/** The section itself; tests give the compiled form directly. */
export function PromoCodesSection({ loadWizard = loadPromoCodeWizard }: { loadWizard?: () => Promise<CompiledWizard> }) {
  const t = useT();
  const backend = useBackend();
  const notifier = useNotifier();
  const uid = useSessionUser()?.uid ?? null;
  const { shopProductId, testMode } = useShopProductFacts();
  const api = useMemo(() => createPromoCodesApi(backend, notifier, testMode), [backend, notifier, testMode]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!uid || !shopProductId) return;
    let live = true;
    void Promise.all([loadWizard(), api.load(uid, shopProductId)]).then(([wizard, found]) => live && setLoaded({ wizard, ...found }));
    return () => {
      live = false;
    };
  }, [api, uid, shopProductId, loadWizard]);

  // In `npm run dev` a schema edit redraws the code form with the newest compile (typed values are this component's state).
  const wizard = useHotWizard(loaded?.wizard ?? null);
  const englishSchema = wizard?.steps.find((step) => step.key === PROMO_CODE_STEP)?.schema as RJSFSchema | undefined;
  // Titles, choices, hints and messages in the reader's language (the schema stays English for validation).
  const schemaText = useSchemaText();
  const keyedText = useKeyedSchemaText();
  const schema = useMemo(() => (englishSchema ? localizeSchema(englishSchema, schemaText) : undefined), [englishSchema, schemaText]);

  const add = async () => {
    if (!loaded?.productId || !shopProductId || !wizard) return;
    const fieldErrors = wizard.validateStep(PROMO_CODE_STEP, values);
    // The first message of each field, where the field draws it.
    setErrors(Object.fromEntries([...fieldErrors].reverse().map((e) => [e.pointer.split('/')[1] ?? '', keyedText(e.messageKey, e.message)])));
    if (fieldErrors.length > 0) return;
    setBusy(true);
    try {
      const codes = await api.add(shopProductId, loaded.productId, values as unknown as PromoCodeForm);
      setLoaded({ ...loaded, codes });
      setValues({});
      notifier.toast({ title: t('promo.added'), message: '' });
    } catch (error) {
      // Spec 3 §8: the coupon's server message or its default; a create failure's server text; attach: 'Some error occurred'.
      const failure = error instanceof PromoCodeFailure ? error : new PromoCodeFailure('attach', null);
      const text = failure.stage === 'coupon' ? (failure.serverMessage ?? t('promo.couponFailed')) : failure.stage === 'promotionCode' ? (failure.serverMessage ?? t('promo.attachFailed')) : t('promo.attachFailed');
      notifier.alert(text);
    } finally {
      setBusy(false);
    }
  };

  if (!shopProductId) return <Text c="dimmed">{t('promo.needsProduct')}</Text>;
  if (!loaded || !schema) return <LoadingSpinner />;
  return (
    <Stack gap="md">
      <Text size="sm">{t('promo.intro')}</Text>
      <PromoCodeList codes={loaded.codes} />
      {loaded.productId ? (
        <Stack gap="sm" maw={480}>
          <Title order={3} size="h5">
            {schema.title}
          </Title>
          <PromoCodeInputs schema={schema} values={values} errors={errors} onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))} />
          <Group>
            <Button onClick={() => void add()} loading={busy}>
              {t('promo.add')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text c="dimmed">{t('promo.needsProduct')}</Text>
      )}
    </Stack>
  );
}


