import { notificationTemplatesEs } from '@canopy/contracts/notification-texts.es';

/** Spanish for the live-session service's texts (its notification e-mails), keyed by the English text (docs/I18N.md). */
export const liveSessionEs: Readonly<Record<string, string>> = {
  // The notifications' titles (the subject) and messages: their templates, as the bell shows them.
  ...notificationTemplatesEs,
  // The mail around them.
  'Open it in Canopy: {{link}}': 'Ábrela en Canopy: {{link}}',
  'You receive this email because you turned on email for this kind of notification.':
    'Recibes este correo porque activaste el correo electrónico para este tipo de notificación.',
  'You can change this under Notification settings, in the notifications menu.':
    'Puedes cambiarlo en Configuración de notificaciones, en el menú de notificaciones.',
};
