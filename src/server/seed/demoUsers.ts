import type { DocData } from '../../backend/ports';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from './demoAccounts';
import type { SeedFile } from './seedFiles';
import { silhouettePng } from './seedPng';
import { timestamp } from './timestamp';

/** The demo publisher's approved profile picture (spec 1 §7: `{uid}/uploads/profile_picture/square_original.jpeg`). */
export const DEMO_PUBLISHER_PICTURE = `${DEMO_PUBLISHER.uid}/uploads/profile_picture/square_original.jpeg`;

/** The files the demo accounts' documents point at: the publisher's approved picture (a real 1600 x 1600 PNG, kept under the spec's name as the uploader keeps it). */
export function demoUserFiles(): SeedFile[] {
  return [{ path: DEMO_PUBLISHER_PICTURE, contentType: 'image/png', data: silhouettePng(1600, [214, 236, 236], [120, 180, 182], [47, 122, 124]) }];
}

/** Documents for the demo accounts: user records, private settings and the public publisher profile. */
export function demoUserDocuments(now: Date): Record<string, DocData> {
  const bio =
    'Meditation teacher for fifteen years, trained in mindfulness-based stress reduction and yoga nidra. ' +
    'My courses are short daily practices for calm, focus and better sleep, written for busy people who are new to sitting still.';
  const publisherSettings = {
    payment_details: { payment_type: 'PAYPAL', sanctioned_country_payment_type: null, address: { country: 'PT' } },
    show_first_payment_form: false,
    profile_picture_status: 'APPROVED',
    teacher_terms_version_accepted: '1.0',
    teacher_terms_accepted_at: timestamp(now),
    teacher_terms_modal_closed_at: timestamp(now),
    teacher_dashboard_onboarding_completed: true,
    is_retreat_accessible: true,
    can_host_livestream: true,
    notification_settings: { email: true, push: true },
  };
  return {
    [`users/${DEMO_PUBLISHER.uid}`]: {
      ref_id: DEMO_PUBLISHER.uid,
      email: { email: DEMO_PUBLISHER.email },
      name: 'Demo Teacher',
      username: 'demo.teacher',
      location: 'Lisbon, Portugal',
      isApprovedPublisher: true,
      isYogaTeacher: true,
      canHostLiveStream: true,
    },
    [`users/${DEMO_PUBLISHER.uid}/private/settings`]: publisherSettings,
    [`publishers/${DEMO_PUBLISHER.uid}`]: {
      id: DEMO_PUBLISHER.uid,
      name: 'Demo Teacher',
      username: 'demo.teacher',
      location: 'Lisbon, Portugal',
      description: bio,
      publisher_description: bio,
      number_of_followers: 1280,
      website: 'https://example.org',
      user_avatar_url: DEMO_PUBLISHER_PICTURE,
      publisher_enterprise_description: 'Workplace sessions on stress and focus for teams.',
    },
    [`users/${DEMO_NEW_USER.uid}`]: {
      ref_id: DEMO_NEW_USER.uid,
      email: { email: DEMO_NEW_USER.email },
      name: 'New User',
      location: '',
      isApprovedPublisher: false,
      isYogaTeacher: false,
      canHostLiveStream: false,
    },
    [`users/${DEMO_NEW_USER.uid}/private/settings`]: { show_first_payment_form: true, is_retreat_accessible: true },
    [`users/${DEMO_ADMIN.uid}`]: {
      ref_id: DEMO_ADMIN.uid,
      email: { email: DEMO_ADMIN.email },
      name: 'Demo Admin',
      username: 'demo.admin',
      location: 'Remote',
      isApprovedPublisher: false,
      isYogaTeacher: false,
      canHostLiveStream: false,
    },
  };
}
