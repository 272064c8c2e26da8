import type { Role, UserStatus } from '@canopy/contracts';

export interface DemoAccount {
  username: string;
  password: string;
  role: Role;
  status: UserStatus;
  firstName: string;
  lastName: string;
  email: string;
}

/** The username POST /internal/auth/test-login signs in as. */
export const TEST_LOGIN_USERNAME = 'educator';

/**
 * Demo mode's accounts (documented in the README). The passwords satisfy the registration rules so the accounts
 * behave like real ones; they are public, so demo mode is for a local machine only.
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'admin',
    password: 'Canopy!admin1',
    role: 'admin',
    status: 'active',
    firstName: 'Avery',
    lastName: 'Stone',
    email: 'admin@canopy.example',
  },
  {
    username: TEST_LOGIN_USERNAME,
    password: 'Canopy!teach1',
    role: 'educator',
    status: 'active',
    firstName: 'Elena',
    lastName: 'Rivers',
    email: 'educator@canopy.example',
  },
  {
    username: 'pending-educator',
    password: 'Canopy!teach2',
    role: 'educator',
    status: 'pending',
    firstName: 'Noah',
    lastName: 'Fields',
    email: 'pending-educator@canopy.example',
  },
  {
    username: 'student',
    password: 'Canopy!learn1',
    role: 'student',
    status: 'active',
    firstName: 'Sam',
    lastName: 'Leaf',
    email: 'student@canopy.example',
  },
  {
    username: 'student2',
    password: 'Canopy!learn2',
    role: 'student',
    status: 'active',
    firstName: 'Maya',
    lastName: 'Brook',
    email: 'student2@canopy.example',
  },
];
