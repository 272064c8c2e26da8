/**
 * The bell's notification settings in the shell, against the real platform: a new learner switches off one kind of
 * notification, saves (focus goes back to the bell) and finds the setting kept when the dialog opens again. axe-core
 * on the dialog at 1280 and 360 px.
 */
import { expect, test } from '@playwright/test';
import { expectToast } from './support/platform';
import { registerAccount } from './support/api-helpers';
import { expectAccessibleAtBothWidths } from './support/both-widths';

test('a learner switches off one kind of notification in the settings', async ({ page: learner }) => {
  // Signing up signs the page's browser context in.
  await registerAccount(learner.request, {
    prefix: 'bell',
    firstName: 'Rowan',
    lastName: 'Field',
    password: 'Green!leaf42',
  });
  await learner.goto('/');
  await expect(learner.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  const kind = 'Feedback on my quizzes';
  const openSettings = async () => {
    await learner.getByRole('button', { name: 'Notifications', exact: true }).click();
    await learner.getByRole('menuitem', { name: 'Notification settings' }).click();
    const dialog = learner.getByRole('dialog', { name: 'Notification settings' });
    await expect(dialog.getByRole('group', { name: kind }).getByRole('switch')).toBeVisible();
    return dialog;
  };
  let dialog = await openSettings();
  const inApp = dialog.getByRole('group', { name: kind }).getByRole('switch', { name: 'In-app' });
  await expect(inApp).toBeChecked();
  await expectAccessibleAtBothWidths(learner, 'notification settings', {
    name: 'notification-settings',
    include: '[role="dialog"]',
  });
  await inApp.press('Space');
  await expect(inApp).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(learner, 'Success', 'Notification settings saved');
  await expect(dialog).toBeHidden();
  // Focus goes back to the bell; opened again, the setting is the saved one.
  await expect(learner.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();
  dialog = await openSettings();
  await expect(
    dialog.getByRole('group', { name: kind }).getByRole('switch', { name: 'In-app' }),
  ).not.toBeChecked();
  await learner.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
