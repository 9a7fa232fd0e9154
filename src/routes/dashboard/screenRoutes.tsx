import { createRoute, redirect, useParams } from '@tanstack/react-router';
import { ScreenFrame } from '../../features/shell/ScreenFrame';
import { layoutRoute } from './layoutRoute';

// Spec 1 §2 and spec 3 §2: every dashboard screen with the title of its page header. A later issue
// replaces a line here with the screen's own route file.
const SCREENS: Array<[path: string, title: string]> = [
  ['/', 'Dashboard'],
  ['/revenue', 'Revenue'],
  ['/live_event_training', 'Live Event Training'],
  ['/live-event/create', 'Create Live Event'],
  ['/live-event/$eventId', 'Edit Live Event'],
  ['/live/hosting', 'Live Events'],
  ['/live/$eventId/host', 'Live Host'],
  ['/courses', 'Courses'],
  ['/course/create', 'Create Course'],
  ['/course/edit/$id', 'Edit Course'],
  ['/tracks/create', 'Upload Track'],
  ['/tracks/$audioId', 'Edit Track'],
  ['/audio', 'Tracks'],
  ['/premium-tracks', 'Premium Tracks'],
  ['/reviews', 'Ratings & Reviews'],
  ['/followers', 'Followers'],
  ['/shop', 'Shop'],
  ['/donations', 'Donations'],
  ['/promotion', 'Promotion'],
  ['/account-settings', 'Account Settings'],
  ['/payment-settings', 'Payment Settings'],
  ['/workshops', 'Workshops'],
  ['/retreats', 'Retreats'],
  ['/retreat/$', 'Retreat'],
];

// Spec 3 §2: the headings of the three workshop forms, create and edit.
const WORKSHOP_FORMS: Array<[base: string, create: string, edit: string]> = [
  ['/workshop', 'Create your workshop', 'Edit your workshop'],
  ['/workshop-recording', 'Create workshop recording', 'Edit your workshop recording'],
  ['/workshop-promo', 'Create B2B workshop promo', 'Edit your workshop promo'],
];

function WorkshopHeading({ create, edit }: { create: string; edit: string }) {
  const { _splat: splat } = useParams({ strict: false });
  return <ScreenFrame heading={splat === 'create' ? create : edit} />;
}

const screenRoute = ([path, title]: [string, string]) =>
  createRoute({ getParentRoute: () => layoutRoute, path, component: () => <ScreenFrame heading={title} /> });

const workshopRoutes = WORKSHOP_FORMS.flatMap(([base, create, edit]) => [
  // Spec 3 §2: a workshop index goes to its create form.
  createRoute({
    getParentRoute: () => layoutRoute,
    path: base,
    beforeLoad: () => {
      throw redirect({ href: `${base}/create`, replace: true });
    },
  }),
  createRoute({
    getParentRoute: () => layoutRoute,
    path: `${base}/$`,
    component: () => <WorkshopHeading create={create} edit={edit} />,
  }),
]);

// Outside production only (spec 1 §2): the theme preview.
const themeRoute = createRoute({ getParentRoute: () => layoutRoute, path: '/theme', component: () => <ScreenFrame heading="Theme" /> });

/** The dashboard screens that are still only their page header. */
export const screenRoutes = [...SCREENS.map(screenRoute), ...workshopRoutes, themeRoute];
