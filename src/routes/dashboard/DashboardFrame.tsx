import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { ImpersonationBanner } from '../../features/impersonation/ImpersonationBanner';
import { clearImpersonation } from '../../features/impersonation/impersonationStorage';
import { Onboarding } from '../../features/onboarding/Onboarding';
import { DashboardShell } from '../../features/shell/DashboardShell';
import { useDashboardFacts } from '../../features/shell/facts/DashboardFactsContext';
import { activeMenuKey } from '../../features/shell/menu/activeMenuKey';
import { limitedMenuEntries, menuEntries, type MenuEntry } from '../../features/shell/menu/menuEntries';
import { profileStatus } from '../../features/shell/menu/menuFacts';
import { resolveRoute } from '../../features/shell/menu/routeAccess';
import { menuLabelKey } from '../../features/shell/menu/menuLabels';
import { useT } from '../../lib/i18n';
import { TeacherTerms } from '../../features/terms/TeacherTerms';
import { useLogout } from '../../lib/session/useLogout';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { externalLinks } from './externalLinks';

// spec 1 §2 / spec 3 §2: the live host screen stands alone, without the shell's chrome.
const isHostScreen = (path: string) => /^\/live\/[^/]+\/host\/?$/.test(path);

export interface DashboardFrameProps {
  /** The signed-in e-mail, when the user document has none and nobody is impersonated. */
  fallbackEmail: string | null;
  navigate: (href: string) => void;
  onStopImpersonating: () => void;
}

/** Routes by profile state, then draws the shell with the menu, banner, terms and onboarding. */
export function DashboardFrame({ fallbackEmail, navigate, onStopImpersonating }: DashboardFrameProps) {
  const { facts } = useDashboardFacts();
  const { pathname } = useLocation();
  const logout = useLogout();
  // One modal at a time: onboarding waits until the teacher terms are settled for this user.
  const [termsDoneFor, setTermsDoneFor] = useState<string | null>(null);
  const actingUid = facts?.profile.uid ?? null;
  const termsDone = useCallback(() => setTermsDoneFor(actingUid), [actingUid]);
  const entries = facts ? (facts.facts.hasUsername ? menuEntries(facts.facts, externalLinks) : limitedMenuEntries(facts.facts)) : [];
  const activeKey = activeMenuKey(pathname, entries);
  const t = useT();
  const activeEntry = entries.find((e) => e.key === activeKey);
  const activeLabel = activeEntry ? t(menuLabelKey(activeEntry)) : undefined;
  // Spec 1 §2: the menu label plus the product name, in the reader's language.
  const pageTitle = (label: string) => t('shell.pageTitle', { screen: label });
  useEffect(() => {
    if (activeLabel) document.title = t('shell.pageTitle', { screen: activeLabel });
  }, [activeLabel, t]);

  if (!facts) return <LoadingSpinner fullScreen />;
  const decision = resolveRoute(pathname, facts.facts, { production: import.meta.env.PROD });
  if (decision.kind === 'redirect') return <RedirectOnce href={decision.to} />;
  if (isHostScreen(pathname)) return <Outlet />;

  const select = (entry: MenuEntry) => {
    if (entry.target.kind === 'logout') {
      // Signing out ends an impersonation too: the next sign-in must not resume it.
      if (facts.facts.impersonating) clearImpersonation();
      void logout();
    }
    else if (entry.target.kind === 'route') {
      document.title = pageTitle(t(menuLabelKey(entry)));
      navigate(entry.target.to);
    }
  };
  const { profile } = facts;
  return (
    <DashboardShell
      entries={entries}
      activeKey={activeKey}
      profile={{ ...profile, email: profile.email ?? fallbackEmail }}
      flags={facts.flags}
      onSelect={select}
      banner={facts.facts.impersonating ? <ImpersonationBanner name={profile.name} onStop={onStopImpersonating} /> : null}
    >
      {decision.kind === 'render' ? <Outlet /> : null}
      <TeacherTerms uid={profile.uid} impersonating={facts.facts.impersonating} onDone={termsDone} />
      {termsDoneFor === profile.uid ? (
        <Onboarding
          uid={profile.uid}
          status={profileStatus(facts.facts)}
          username={profile.username}
          hasEvents={facts.facts.hasEvents}
          hasFiles={facts.hasLibraryItems}
          navigate={navigate}
        />
      ) : null}
    </DashboardShell>
  );
}

// <Navigate> navigates again on every render; while a lazy target (/not-found) loads, this layout
// keeps rendering the old path, so that would restart the navigation forever. Navigate once per target.
function RedirectOnce({ href }: { href: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ href, replace: true });
  }, [navigate, href]);
  return <LoadingSpinner fullScreen />;
}
