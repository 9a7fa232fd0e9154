import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ImpersonatePage } from '../../features/impersonation/ImpersonatePage';

// By id: importing the route object would make its type depend on this module's, a cycle TypeScript cannot infer.
const impersonateApi = getRouteApi('/authenticated/dashboard/impersonate');

/** The /impersonate page body, with the query its route has already validated. */
export function ImpersonateScreen() {
  const { id, page } = impersonateApi.useSearch();
  const navigate = useNavigate();
  return <ImpersonatePage id={id} page={page} navigate={(href) => void navigate({ href })} />;
}
