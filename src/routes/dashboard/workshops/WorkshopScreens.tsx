import { useLocation, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useSchemaText } from '../../../lib/i18n/schema/useSchemaText';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { workshopHeading } from './workshopHeading';

const WorkshopFormPage = lazy(() => import('../../../features/workshops/form/WorkshopFormPage').then((m) => ({ default: m.WorkshopFormPage })));

/** The route's kind: the first path segment (`workshop`, `workshop-recording`, `workshop-promo`). */
const kindOf = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? 'workshop';

/** A workshop form screen: the heading of its kind and mode (from the manifest), then the form. */
export function WorkshopFormScreen() {
  const { _splat: splat } = useParams({ strict: false }) as { _splat?: string };
  const routeValue = kindOf(useLocation().pathname);
  const productId = splat && splat !== 'create' ? splat : undefined;
  const [heading, setHeading] = useState<string | null>(null);
  // The manifest's heading is schema text: shown in the reader's language through its overlay.
  const schemaText = useSchemaText();
  return (
    <ScreenFrame heading={schemaText(heading ?? workshopHeading(routeValue, productId ? 'edit' : 'create'))}>
      <Suspense fallback={<LoadingSpinner />}>
        <WorkshopFormPage key={`${routeValue}/${productId ?? 'create'}`} routeValue={routeValue} productId={productId} onHeading={setHeading} />
      </Suspense>
    </ScreenFrame>
  );
}
