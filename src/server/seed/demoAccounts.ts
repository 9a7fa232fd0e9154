/** The seeded demo accounts; printed at start-up and reused by tests that need a real sign-in. */
export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  role: string;
  adminRole?: 'editor' | 'super';
}

export const DEMO_PUBLISHER: DemoAccount = {
  uid: 'demo-publisher',
  email: 'publisher@demo.local',
  password: 'publisher123',
  role: 'approved publisher (username demo.teacher)',
};

export const DEMO_NEW_USER: DemoAccount = {
  uid: 'demo-newuser',
  email: 'newuser@demo.local',
  password: 'newuser123',
  role: 'user without a username (limited dashboard)',
};

export const DEMO_ADMIN: DemoAccount = {
  uid: 'demo-admin',
  email: 'admin@demo.local',
  password: 'admin123',
  role: 'admin (super)',
  adminRole: 'super',
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_PUBLISHER, DEMO_NEW_USER, DEMO_ADMIN];
