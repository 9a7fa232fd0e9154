import type { DocumentsPort, Query } from '../../../backend/ports';
import type { MenuFacts } from '../menu/menuFacts';
import { readNotificationFlags, type NotificationFlags } from '../menu/notificationDots';
import { eventsPath, libraryItemsPath, publisherPath, settingsPath, shopProductsPath, userPath } from './dashboardPaths';

/** Who the menu shows and what it knows about them, besides the menu facts. */
export interface DashboardProfile {
  uid: string;
  name: string;
  email: string | null;
  username: string | null;
  profilePictureStatus: string | null;
  avatarUrl: string | null;
}

export interface DashboardFacts {
  facts: MenuFacts;
  profile: DashboardProfile;
  /** Any library item at all: the onboarding modal stays hidden for users who already have files. */
  hasLibraryItems: boolean;
  /** Notification dots per page and sub-entry, from the private settings. */
  flags: NotificationFlags;
}

/** The viewer's situation, decided by the session and impersonation rather than by documents. */
export interface Viewer {
  uid: string;
  isAdmin: boolean;
  impersonating: boolean;
  impersonatorMayManagePayments: boolean;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Loads the acting user's records and runs the existence checks, each with page size 1 (spec 1 §2). */
export async function loadDashboardFacts(documents: DocumentsPort, viewer: Viewer): Promise<DashboardFacts> {
  const { uid } = viewer;
  // spec 1 §8: read failures give empty answers; a missing check hides its entry rather than the menu.
  const exists = (collection: string, where: Query['where'] = []) =>
    documents.query(collection, { where, limit: 1 }).then((docs) => docs.length > 0, () => false);
  const [user, settings, publisher, hasLibraryItems, hasCourses, hasPremiumTracks, hasPremiumVideo, hasEvents, hasHostedFinishedEvents, hasWorkshops] =
    await Promise.all([
      documents.get(userPath(uid)).catch(() => null),
      documents.get(settingsPath(uid)).catch(() => null),
      documents.get(publisherPath(uid)).catch(() => null),
      exists(libraryItemsPath(uid)),
      exists(libraryItemsPath(uid), [['item_type', '==', 'COURSES']]),
      exists(libraryItemsPath(uid), [['item_type', '==', 'SINGLE_TRACKS'], ['is_premium', '==', true]]),
      exists(libraryItemsPath(uid), [['item_type', '==', 'SINGLE_VIDEO_TRACKS']]),
      exists(eventsPath(uid)),
      exists(eventsPath(uid), [['has_ended', '==', true]]),
      exists(shopProductsPath(uid), [['type', 'in', ['WORKSHOP', 'WORKSHOP_RECORDING', 'B2B_WORKSHOP_PROMO']]]),
    ]);
  const u = user?.data ?? {};
  const s = settings?.data ?? {};
  const username = str(u.username);
  return {
    hasLibraryItems,
    flags: readNotificationFlags(s.notification_dots),
    facts: {
      isAdmin: viewer.isAdmin && !viewer.impersonating,
      impersonating: viewer.impersonating,
      impersonatorMayManagePayments: viewer.impersonatorMayManagePayments,
      hasUsername: username !== null,
      isApprovedPublisher: u.isApprovedPublisher === true,
      isRetreatAccessible: s.is_retreat_accessible !== false,
      canHostLiveStream: u.canHostLiveStream === true || s.can_host_livestream === true,
      hasCourses,
      hasPremiumTracks: hasPremiumTracks || hasPremiumVideo,
      hasEvents,
      hasHostedFinishedEvents,
      hasWorkshops,
    },
    profile: {
      uid,
      name: str(u.name) ?? str(publisher?.data.name) ?? '',
      email: str((u.email as { email?: unknown } | undefined)?.email),
      username,
      profilePictureStatus: str(s.profile_picture_status),
      avatarUrl: str(publisher?.data.user_avatar_url),
    },
  };
}
