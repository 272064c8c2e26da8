/** Spanish for the identity service's texts (its e-mails), keyed by the English text (docs/I18N.md). */
export const identityEs: Readonly<Record<string, string>> = {
  // Subjects (the contracts' recoveryMessages).
  'Reset your Canopy password': 'Restablece tu contraseña de Canopy',
  'Your Canopy educator account is approved': 'Tu cuenta de educador en Canopy está aprobada',
  'Your Canopy educator application': 'Tu solicitud de cuenta de educador en Canopy',
  // Bodies.
  'Hello {{name}},': 'Hola, {{name}}:',
  'Someone asked to reset the password of the Canopy account "{{username}}".':
    'Alguien pidió restablecer la contraseña de la cuenta de Canopy «{{username}}».',
  'Open this link to choose a new password (it works once, for one hour):':
    'Abre este enlace para elegir una contraseña nueva (funciona una sola vez, durante una hora):',
  'If you did not ask for this, ignore this mail: your password stays as it is.':
    'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
  'Your Canopy educator account has been approved. You can now create courses and schedule live sessions.':
    'Tu cuenta de educador en Canopy ha sido aprobada. Ya puedes crear cursos y programar sesiones en vivo.',
  'Sign in: {{link}}': 'Inicia sesión: {{link}}',
  'Your application for a Canopy educator account was not approved.':
    'Tu solicitud de cuenta de educador en Canopy no fue aprobada.',
  'Reason given: {{reason}}': 'Motivo indicado: {{reason}}',
  'If you have questions, please contact support.': 'Si tienes preguntas, ponte en contacto con soporte.',
};
