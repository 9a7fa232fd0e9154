import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';

const loginApi = getRouteApi('/login');

function LoginRoute() {
  const { next } = loginApi.useSearch();
  const navigate = useNavigate();
  return <LoginPage onSignedIn={() => navigate({ href: next ?? '/', replace: true })} />;
}

export const Route = createLazyRoute('/login')({ component: LoginRoute });
