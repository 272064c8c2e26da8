import type { Catalogue } from '@canopy/i18n';

/**
 * The shell's Spanish for its pages beyond sign-in (pending approval, the community page), the notifications menu,
 * the offline banner and the page titles; part of the shell's one Spanish chunk (es.ts).
 */
export const shellPagesEs: Catalogue = {
  // Page titles
  Welcome: 'Bienvenida',
  'Approval Pending': 'Aprobación pendiente',
  'Forgot password': 'Contraseña olvidada',
  'Reset password': 'Restablecer la contraseña',
  'Canopy — sustainability learning': 'Canopy: aprendizaje para la sostenibilidad',
  // Offline banner
  'Waiting actions': 'Acciones en espera',
  'You are offline': 'No tienes conexión',
  'Courses you made available offline still open. Other pages need a connection.':
    'Los cursos que guardaste para usar sin conexión se siguen abriendo. Las demás páginas necesitan conexión.',
  'Back online: sending them now.': 'Conexión recuperada: enviándolas ahora.',
  'They will be sent when you are back online.': 'Se enviarán cuando vuelvas a tener conexión.',
  'Back online: your waiting actions were sent.': 'Conexión recuperada: se enviaron tus acciones en espera.',
  '1 action is waiting to be sent': '1 acción está esperando para enviarse',
  '{{count}} actions are waiting to be sent': '{{count}} acciones están esperando para enviarse',
  'Mark Complete': 'Marcar como completada',
  'Mark Complete: {{title}}': 'Marcar como completada: {{title}}',
  // Pending approval
  'Checking your session': 'Comprobando tu sesión',
  'Thank you for applying to teach on Canopy. Your educator account has been created and is waiting for review.':
    'Gracias por solicitar enseñar en Canopy. Tu cuenta de educador se creó y está pendiente de revisión.',
  'Our administrators review every educator application to keep teaching on Canopy trustworthy.':
    'Nuestros administradores revisan cada solicitud de educador para que la enseñanza en Canopy sea confiable.',
  'You will receive a notification as soon as your account has been approved.':
    'Recibirás una notificación en cuanto tu cuenta sea aprobada.',
  'Once approved, this page takes you to your educator dashboard to start creating courses — no need to log in again.':
    'Una vez aprobada, esta página te llevará a tu panel de educador para empezar a crear cursos, sin necesidad de volver a iniciar sesión.',
  'Once approved, log in to reach your educator dashboard and start creating courses.':
    'Una vez aprobada, inicia sesión para acceder a tu panel de educador y empezar a crear cursos.',
  'Return to Login': 'Volver a iniciar sesión',
  'Contact Support': 'Contactar con soporte',
  'Signed in as {{name}}.': 'Sesión iniciada como {{name}}.',
  // Notifications
  'New notification: {{title}}. {{message}}': 'Nueva notificación: {{title}}. {{message}}',
  'Notifications, {{count}} unread': 'Notificaciones, {{count}} sin leer',
  Notifications: 'Notificaciones',
  'Loading notifications': 'Cargando notificaciones',
  Unread: 'Sin leer',
  'Mark all read': 'Marcar todo como leído',
  "We couldn't load your notifications": 'No pudimos cargar tus notificaciones',
  'Try again': 'Reintentar',
  'No notifications yet': 'Todavía no tienes notificaciones',
  'We will let you know about your live sessions, courses and discussions here.':
    'Aquí te avisaremos de tus sesiones en vivo, cursos y debates.',
  'Notification settings': 'Configuración de notificaciones',
  'New, changed or cancelled live sessions of my courses':
    'Sesiones en vivo nuevas, modificadas o canceladas de mis cursos',
  'A live session starting in 15 minutes': 'Una sesión en vivo que empieza en 15 minutos',
  'Decisions on my educator application': 'Decisiones sobre mi solicitud de educador',
  'Decisions on my courses (approved, rejected, sent back)':
    'Decisiones sobre mis cursos (aprobados, rechazados, devueltos)',
  'Feedback on my quizzes': 'Comentarios sobre mis cuestionarios',
  'Feedback from my instructors on my courses, lessons, reflections and goals':
    'Comentarios de mis educadores sobre mis cursos, lecciones, reflexiones y metas',
  'Replies to my discussions': 'Respuestas a mis debates',
  'My reply marked as the answer': 'Mi respuesta marcada como solución',
  'In-app': 'En la aplicación',
  'Email notifications are sent to the address on your account.':
    'Las notificaciones por correo se envían a la dirección de tu cuenta.',
  'Notifications appear in the bell; email delivery is not set up on this platform.':
    'Las notificaciones aparecen en la campana; el envío por correo no está configurado en esta plataforma.',
  Cancel: 'Cancelar',
  'Saving...': 'Guardando...',
  'Save settings': 'Guardar configuración',
  'Choose which notifications you receive and how.': 'Elige qué notificaciones recibes y cómo.',
  'Loading notification settings': 'Cargando la configuración de notificaciones',
  "We couldn't load your notification settings": 'No pudimos cargar tu configuración de notificaciones',
  'Check your connection and try again.': 'Revisa tu conexión e inténtalo de nuevo.',
  Success: 'Listo',
  'Notification settings saved': 'Configuración de notificaciones guardada',
  Error: 'Error',
  'Failed to save notification settings': 'No se pudo guardar la configuración de notificaciones',
  'Could not mark the notification read': 'No se pudo marcar la notificación como leída',
  'Could not mark the notifications read': 'No se pudieron marcar las notificaciones como leídas',
};

/** The community page (/spiritual-community) in Spanish. */
export const shellCommunityEs: Catalogue = {
  'Canopy Community': 'Comunidad Canopy',
  'Return to ': 'Volver a la ',
  'The Canopy Community · a non-profit ministry': 'La Comunidad Canopy · un ministerio sin fines de lucro',
  'A community for living gently on the earth': 'Una comunidad para vivir con delicadeza sobre la tierra',
  'Weekly gatherings, small circles and guided practice for people who want their care for the planet to shape how they live — whatever tradition they come from.':
    'Encuentros semanales, círculos pequeños y práctica guiada para personas que quieren que su cuidado del planeta dé forma a su manera de vivir, vengan de la tradición que vengan.',
  'See this week’s gatherings': 'Ver los encuentros de esta semana',
  'Community sections': 'Secciones de la comunidad',
  About: 'Quiénes somos',
  Gatherings: 'Encuentros',
  Connect: 'Conectar',
  Resources: 'Recursos',
  '© {{year}} The Canopy Community. A non-profit ministry.':
    '© {{year}} La Comunidad Canopy. Un ministerio sin fines de lucro.',
  'Terms of Use': 'Términos de uso',
  'The Canopy Community is a non-profit ministry that grew out of the Canopy learning platform. We gather people who want their care for the earth to be more than a set of habits — a way of living rooted in gratitude, simplicity and service.':
    'La Comunidad Canopy es un ministerio sin fines de lucro que nació de la plataforma de aprendizaje Canopy. Reunimos a personas que quieren que su cuidado de la tierra sea más que un conjunto de hábitos: una forma de vida arraigada en la gratitud, la sencillez y el servicio.',
  'What we teach': 'Lo que enseñamos',
  'Stewardship: everything we have is on loan from those who come after us.':
    'Custodia: todo lo que tenemos es un préstamo de quienes vendrán después.',
  'Simplicity: enough is a practice, not a sacrifice.':
    'Sencillez: tener lo suficiente es una práctica, no un sacrificio.',
  'Interdependence: caring for people and caring for places are the same work.':
    'Interdependencia: cuidar a las personas y cuidar los lugares es la misma tarea.',
  'Contemplation: quiet attention makes wise action possible.':
    'Contemplación: la atención serena hace posible la acción sabia.',
  Leadership: 'Liderazgo',
  'The community is guided by a volunteer council of facilitators, educators and long-standing members, elected for two-year terms. Council meetings are open to every member, and minutes are shared after each meeting.':
    'Guía la comunidad un consejo voluntario de facilitadores, educadores y miembros de larga trayectoria, elegidos por períodos de dos años. Las reuniones del consejo están abiertas a todos los miembros y las actas se comparten después de cada reunión.',
  'Support our work': 'Apoya nuestro trabajo',
  'We are funded entirely by members and friends. Gifts pay for gathering spaces, service-day tools and free places for people who cannot afford our retreats. Every gift over $250 is acknowledged in writing for your records.':
    'Nos financiamos por completo gracias a miembros y amistades. Los donativos pagan los espacios de encuentro, las herramientas de las jornadas de servicio y plazas gratuitas para quienes no pueden costear nuestros retiros. Todo donativo superior a 250 $ se acredita por escrito para tus registros.',
  'Supporting the Canopy Community': 'Apoyo a la Comunidad Canopy',
  'Make a gift': 'Hacer un donativo',
  'Featured gathering': 'Encuentro destacado',
  'Seasonal Renewal Retreat': 'Retiro de renovación estacional',
  'A day of guided practice, shared meals and quiet time outdoors at the turn of each season. Bring a journal and comfortable shoes; everything else is provided. Places are limited so that every participant can join a growth circle.':
    'Un día de práctica guiada, comidas compartidas y tiempo de calma al aire libre con cada cambio de estación. Trae un cuaderno y calzado cómodo; nosotros ponemos todo lo demás. Las plazas son limitadas para que cada participante pueda unirse a un círculo de crecimiento.',
  'Ask about the next retreat': 'Preguntar por el próximo retiro',
  'Weekly schedule': 'Programa semanal',
  'Add to calendar': 'Añadir al calendario',
  'Add all gatherings to my calendar': 'Añadir todos los encuentros a mi calendario',
  'Growth circles': 'Círculos de crecimiento',
  "Small groups of 5 to 8 people who meet every other week to share what they are learning and support each other's commitments. New circles form at the start of each season.":
    'Grupos pequeños de 5 a 8 personas que se reúnen cada dos semanas para compartir lo que están aprendiendo y apoyarse en sus compromisos. Se forman círculos nuevos al comienzo de cada estación.',
  'Joining a growth circle': 'Unirme a un círculo de crecimiento',
  'Join a circle': 'Unirme a un círculo',
  'Talk with someone': 'Hablar con alguien',
  'If you are carrying something heavy — climate grief, a hard decision, a loss — a facilitator will listen.':
    'Si cargas con algo pesado (duelo climático, una decisión difícil, una pérdida), un facilitador te escuchará.',
  'Write to us and we will reply within two working days.':
    'Escríbenos y te responderemos en un plazo de dos días hábiles.',
  'Pastoral conversation': 'Conversación de acompañamiento',
  'Request a conversation': 'Pedir una conversación',
  Contact: 'Contacto',
  'Questions about gatherings, volunteering or partnerships:':
    'Preguntas sobre encuentros, voluntariado o colaboraciones:',
  'Learning questions are best asked in the Canopy forum, where educators and learners can help.':
    'Las preguntas sobre el aprendizaje se responden mejor en el foro de Canopy, donde educadores y estudiantes pueden ayudar.',
  'Visit the forum': 'Visitar el foro',
  'Guided practices': 'Prácticas guiadas',
  'Short practices of 10 to 30 minutes you can do anywhere:':
    'Prácticas breves de 10 a 30 minutos que puedes hacer en cualquier lugar:',
  'Arriving: a 10-minute breathing practice': 'Llegar: una práctica de respiración de 10 minutos',
  'Walking attention: 15 minutes outdoors': 'Atención al caminar: 15 minutos al aire libre',
  'Gratitude for a place: 20 minutes': 'Gratitud por un lugar: 20 minutos',
  'Evening review: 30 minutes of reflection and journaling':
    'Repaso nocturno: 30 minutos de reflexión y escritura',
  Reading: 'Lecturas',
  and: 'y',
  'Prefer structured study? Start with': '¿Prefieres un estudio estructurado? Empieza con',
  'Canopy’s courses': 'los cursos de Canopy',
  'Rooted: an introduction': 'Con raíces: una introducción',
  'A 45-minute video introduction to earth-centred practice: where it comes from, what a week of practice looks like, and how to begin. It is shown at the first Sunday Gathering of every month.':
    'Un video de introducción de 45 minutos a la práctica centrada en la tierra: de dónde viene, cómo es una semana de práctica y cómo empezar. Se proyecta en el primer Encuentro dominical de cada mes.',
  '45 minutes': '45 minutos',
  'Sunday Gathering': 'Encuentro dominical',
  'Our weekly gathering: a reflection on living in harmony with the earth, shared silence, music and conversation.':
    'Nuestro encuentro semanal: una reflexión sobre vivir en armonía con la tierra, silencio compartido, música y conversación.',
  'Sunday 10:00 AM EST': 'Domingos, 10:00 (hora del Este, EST)',
  'Wednesday Evening Circle': 'Círculo del miércoles por la noche',
  'A midweek guided practice followed by small growth circles of 5 to 8 people.':
    'Una práctica guiada a mitad de semana seguida de pequeños círculos de crecimiento de 5 a 8 personas.',
  'Wednesday 7:00 PM EST': 'Miércoles, 19:00 (hora del Este, EST)',
  'First Saturday Service Day': 'Jornada de servicio del primer sábado',
  'Hands-on care for a local place — a garden, a park or a watershed — on the first Saturday of every month.':
    'Cuidado práctico de un lugar cercano (un huerto, un parque o una cuenca) el primer sábado de cada mes.',
  'First Saturday of the month, 1:00 PM EST': 'Primer sábado de cada mes, 13:00 (hora del Este, EST)',
};
