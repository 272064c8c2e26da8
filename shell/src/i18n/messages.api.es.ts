import {
  contentAiMessages,
  contentMessages,
  identityMessages,
  languageMessages,
  liveSessionMessages,
  newsletterMessages,
  passkeyMessages,
  realtimeMessages,
} from '@canopy/contracts';

/**
 * Spanish for the refusals and answers of the accounts, live-session and content services and of
 * @canopy/service-kit, keyed by their English wording (the `messages` namespace of @canopy/i18n). In the shell's
 * catalogue because the shell is on every page: whichever page shows the API's sentence finds its Spanish here.
 * shell/test/apiMessages.test.ts fails on a sentence a service can send that no catalogue translates.
 */
export const apiMessagesEs: Record<string, string> = {
  // @canopy/service-kit's own wording (its error classes' defaults and its answers), for every service
  'Authentication required': 'Es necesario iniciar sesión',
  'You do not have permission to perform this action': 'No tienes permiso para realizar esta acción',
  'Not found': 'No encontrado',
  'Request body is too large': 'Lo enviado es demasiado grande',
  'Content-Type must be application/json': 'El tipo de contenido debe ser application/json',
  'Too many attempts. Please try again later.': 'Demasiados intentos. Inténtalo de nuevo más tarde.',
  'Service temporarily unavailable. Please try again shortly.':
    'El servicio no está disponible en este momento. Inténtalo de nuevo en breve.',
  'Your account is not active.': 'Tu cuenta no está activa.',
  'Malformed request.': 'Solicitud mal formada.',
  'Invalid request path': 'Ruta de solicitud no válida',
  'Text contains a character that cannot be stored.':
    'El texto contiene un carácter que no se puede guardar.',
  'Malformed JSON in request body': 'El JSON enviado está mal formado',
  'Unsupported request encoding': 'Codificación de la solicitud no admitida',
  'Something went wrong on our side. Please try again.':
    'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
  'Text may not contain the NUL character.': 'El texto no puede contener el carácter NUL.',
  'Idempotency-Key must be 8 to 200 letters, digits, dots, colons, dashes or underscores':
    'Idempotency-Key debe tener de 8 a 200 letras, dígitos, puntos, dos puntos, guiones o guiones bajos',
  'This request is already being processed. Please retry.':
    'Esta solicitud ya se está procesando. Vuelve a intentarlo.',
  'This Idempotency-Key was already used for a different request.':
    'Esta Idempotency-Key ya se usó para una solicitud distinta.',
  'Missing identity token': 'Falta el token de identidad',
  'Invalid identity token': 'Token de identidad no válido',
  'Shutting down': 'El servicio se está deteniendo',
  'Database unreachable': 'No se puede acceder a la base de datos',
  'The job was abandoned by its worker too many times.':
    'La tarea se abandonó demasiadas veces antes de terminarse.',
  'This is temporarily unavailable because its usage limits cannot be checked. Please try again shortly.':
    'Esto no está disponible por ahora porque no se pueden comprobar sus límites de uso. Inténtalo de nuevo en breve.',
  // Accounts (identity service)
  [identityMessages.userNotFound]: 'Usuario no encontrado',
  [identityMessages.notPendingEducatorApprove]: 'Solo se pueden aprobar cuentas de educador pendientes.',
  [identityMessages.notPendingEducatorReject]: 'Solo se pueden rechazar cuentas de educador pendientes.',
  [identityMessages.notActiveSuspend]: 'Solo se pueden suspender cuentas activas.',
  [identityMessages.notSuspendedReactivate]: 'Solo se pueden reactivar cuentas suspendidas.',
  [identityMessages.cannotSuspendSelf]: 'No puedes suspender tu propia cuenta.',
  [identityMessages.cannotDeleteSelf]: 'No puedes eliminar tu propia cuenta.',
  [identityMessages.adminRequired]: 'Solo un administrador activo puede hacer esto.',
  [identityMessages.testLoginUnavailable]: 'El inicio de sesión de prueba no está disponible',
  [identityMessages.passkeyNotVerified]: 'No se pudo verificar la llave de acceso. Inténtalo de nuevo.',
  [identityMessages.passkeyNotRecognised]:
    'No reconocemos esta llave de acceso. Inicia sesión con tu contraseña.',
  [identityMessages.passkeyTaken]: 'Esta llave de acceso ya está registrada.',
  [identityMessages.userIdRequired]: 'userId es obligatorio',
  [identityMessages.challengeRequired]: 'expectedChallenge es obligatorio',
  [identityMessages.idsRequired]: 'ids es obligatorio; por ejemplo, ?ids=1,2,3',
  [passkeyMessages.invalidResponse]: 'Respuesta de llave de acceso no válida',
  [passkeyMessages.invalidChallenge]: 'Desafío no válido',
  [passkeyMessages.noRequest]:
    'No hay ninguna solicitud de llave de acceso en curso, o ha caducado. Inténtalo de nuevo.',
  [languageMessages.unknownLanguage]: 'El idioma debe ser uno de estos: en, es',
  [newsletterMessages.subscribed]:
    'Ya estás en la lista. Escribimos más o menos una vez al mes, y cada correo incluye un enlace para darte de baja.',
  // Live sessions and notifications (live-session service)
  [liveSessionMessages.educatorsOnly]:
    'Solo los educadores activos y los administradores pueden crear y cambiar sesiones en vivo.',
  [liveSessionMessages.notYourCourse]: 'Solo puedes programar sesiones en vivo para tus propios cursos.',
  [liveSessionMessages.notYours]: 'Solo puedes cambiar tus propias sesiones en vivo.',
  [liveSessionMessages.alreadyCancelled]: 'Esta sesión en vivo ya está cancelada.',
  [liveSessionMessages.attendanceForbidden]:
    'Solo el instructor y los administradores pueden ver quién asistió.',
  [liveSessionMessages.courseUnavailable]:
    'Ahora mismo no se pueden comprobar las inscripciones del curso. Inténtalo de nuevo en breve.',
  [liveSessionMessages.recordingUrlHttps]: 'La URL de la grabación debe ser un enlace https://',
  [liveSessionMessages.whenInvalid]: 'El momento debe ser «upcoming» (próximas) o «past» (pasadas)',
  [liveSessionMessages.feedNotFound]: 'Suscripción de calendario no encontrada',
  [liveSessionMessages.feedRevoked]: 'El enlace de la suscripción de calendario se ha revocado',
  [liveSessionMessages.notificationNotFound]: 'Notificación no encontrada',
  [realtimeMessages.invalidJson]: 'Los mensajes deben ser objetos JSON',
  [realtimeMessages.invalidMessage]: 'Mensaje desconocido o mal formado',
  [realtimeMessages.tooLarge]: 'Mensaje demasiado grande',
  [realtimeMessages.tooManyMessages]: 'Demasiados mensajes',
  [realtimeMessages.tooManySubscriptions]: 'Demasiadas suscripciones',
  // Ebooks, images and the assistant (content service)
  [contentMessages.educatorsOnly]:
    'Solo los educadores activos y los administradores pueden usar las herramientas de contenido.',
  [contentMessages.ebookNotFound]: 'Libro electrónico no encontrado',
  [contentMessages.ebookCourseForbidden]:
    'Solo los estudiantes inscritos en el curso, su educador y los administradores pueden leer sus libros electrónicos.',
  [contentMessages.courseServiceUnavailable]:
    'La información del curso no está disponible en este momento. Inténtalo de nuevo en un momento.',
  [contentMessages.imageRequired]: 'Elige una imagen para subir (campo del formulario «image»).',
  [contentMessages.imageOneFile]: 'Sube una sola imagen cada vez (campo del formulario «image»).',
  [contentMessages.imageTooLarge]: 'La imagen ocupa más de 5 MB.',
  [contentMessages.imageTooManyPixels]:
    'La imagen es demasiado grande: como máximo 4096 píxeles por lado y 40 megapíxeles.',
  [contentMessages.imageType]: 'Solo se pueden subir imágenes JPEG, PNG, WebP, GIF y AVIF.',
  [contentMessages.imageUnreadable]: 'No se pudo leer la imagen. Puede estar dañada o incompleta.',
  [contentMessages.multipartRequired]: 'Envía la imagen como multipart/form-data.',
  [contentMessages.uploadNotFound]: 'Imagen no encontrada',
  [contentAiMessages.jobLimit]:
    'Ya hay tres generaciones de libros electrónicos en curso. Espera a que termine una.',
  [contentAiMessages.jobNotFound]:
    'No existe esa generación (puede que terminara hace más de 30 minutos o que el servidor se reiniciara).',
};
