import { describe, expect, it } from 'vitest';
import { messages, pendingRegistrationSchema, registrationAnswerSchema } from './index';

const user = {
  id: 5,
  username: 'rowan',
  firstName: 'Rowan',
  lastName: 'Oak',
  email: 'rowan@example.org',
  role: 'student',
  status: 'active',
  approvedBy: null,
  biometricEnabled: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('POST /api/register answers', () => {
  it('is the signed-in user, or a pending registration told apart by its status', () => {
    expect(registrationAnswerSchema.parse(user)).toEqual(user);
    const pending = { status: 'pending', message: messages.registrationPending };
    expect(registrationAnswerSchema.parse(pending)).toEqual(pending);
    expect(pending.message).toContain('pending approval');
  });

  it('refuses a bare message: a pending answer always says its status', () => {
    expect(pendingRegistrationSchema.safeParse({ message: messages.registrationPending }).success).toBe(
      false,
    );
    expect(registrationAnswerSchema.safeParse({ message: messages.registrationPending }).success).toBe(false);
  });
});
