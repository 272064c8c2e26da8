import type { Catalogue } from '@canopy/i18n';

/**
 * Studying, part 4 of 5: live sessions.
 */
export const learnStudyLiveEs: Catalogue = {
  'Ask your questions and get answers in real time.': 'Haz tus preguntas y recibe respuestas en tiempo real.',
  'Learn alongside the other learners of your courses.':
    'Aprende junto a los demás estudiantes de tus cursos.',
  'Get a notification when a session of your course is scheduled or changed.':
    'Recibe una notificación cuando se programe o cambie una sesión de tu curso.',
  'Add sessions to your calendar so you never miss one.':
    'Añade las sesiones a tu calendario para no perderte ninguna.',
  'Meet your learners face to face on Zoom, Google Meet, Teams or any other link.':
    'Reúnete cara a cara con tus estudiantes en Zoom, Google Meet, Teams o cualquier otro enlace.',
  'Learners enrolled in the course are notified as soon as you schedule.':
    'Los estudiantes inscritos en el curso reciben un aviso en cuanto programas una sesión.',
  'See who joined each of your sessions.': 'Consulta quién se unió a cada una de tus sesiones.',
  'Share calendar files so nobody misses the start.':
    'Comparte archivos de calendario para que nadie se pierda el comienzo.',
  'Upcoming Sessions': 'Próximas sesiones',
  'Past Sessions': 'Sesiones pasadas',
  'Live Sessions': 'Sesiones en vivo',
  Error: 'Error',
  'Manage Live Sessions': 'Gestionar sesiones en vivo',
  'Create and manage live sessions: schedule a lecture, a discussion, office hours or a workshop for your learners.':
    'Crea y gestiona sesiones en vivo: programa una clase magistral, un debate, horas de consulta o un taller para tus estudiantes.',
  'Join live sessions with educators, ask your questions and learn together in real time.':
    'Únete a sesiones en vivo con educadores, haz tus preguntas y aprende con otros en tiempo real.',
  'Create Session': 'Crear sesión',
  'Loading sessions': 'Cargando sesiones',
  'Why host live sessions?': '¿Por qué organizar sesiones en vivo?',
  'Why join live sessions?': '¿Por qué unirte a sesiones en vivo?',
  Copy: 'Copiar',
  'Meeting details': 'Detalles de la reunión',
  'Meeting ID': 'ID de la reunión',
  'meeting ID': 'ID de la reunión',
  Password: 'Contraseña',
  password: 'contraseña',
  'Host key': 'Clave de anfitrión',
  'host key': 'clave de anfitrión',
  'Hide Details': 'Ocultar detalles',
  'Start date': 'Fecha de inicio',
  'End date': 'Fecha de finalización',
  'Start time': 'Hora de inicio',
  'End time': 'Hora de finalización',
  'Get my calendar feed link': 'Obtener mi enlace de calendario',
  'A private link to all your live sessions. Getting a new link turns the previous one off.':
    'Un enlace privado a todas tus sesiones en vivo. Al obtener uno nuevo, el anterior deja de funcionar.',
  'Your calendar feed link': 'Tu enlace de calendario',
  'Calendar link': 'Enlace de calendario',
  'calendar link': 'enlace de calendario',
  'Add it to your calendar app as a subscription. Keep it private: anyone with it sees your sessions.':
    'Añádelo a tu aplicación de calendario como suscripción. Mantenlo en privado: cualquiera que lo tenga verá tus sesiones.',
  'Attendance ({{n}})': 'Asistencia ({{n}})',
  Attendance: 'Asistencia',
  "We couldn't load the attendance": 'No pudimos cargar la asistencia',
  'Nobody has joined yet. People appear here when they select Join Meeting.':
    'Aún no se ha unido nadie. Las personas aparecen aquí cuando seleccionan «Unirse a la reunión».',
  'Participant #{{id}}': 'Participante n.º {{id}}',
  'Joined {{when}}': 'Se unió el {{when}}',
  '{{n}} times': '{{n}} veces',
  'Manage session': 'Gestionar la sesión',
  'Cancel session': 'Cancelar la sesión',
  'Cancel this session': 'Cancelar esta sesión',
  'Everyone enrolled in the course is notified, and calendars show the session as cancelled.':
    'Todos los inscritos en el curso reciben un aviso, y los calendarios muestran la sesión como cancelada.',
  'Reason (optional)': 'Motivo (opcional)',
  'Keep session': 'Mantener la sesión',
  Recording: 'Se grabará',
  Info: 'Información',
  Exit: 'Salir',
  'You could not join this session': 'No pudiste unirte a esta sesión',
  'Add to calendar': 'Añadir al calendario',
  'Download this session for your calendar app, or subscribe to all your live sessions with your personal calendar link.':
    'Descarga esta sesión para tu aplicación de calendario o suscríbete a todas tus sesiones en vivo con tu enlace de calendario personal.',
  'Download .ics file': 'Descargar archivo .ics',
  'This session has been cancelled': 'Esta sesión se ha cancelado',
  'Enroll to join': 'Inscríbete para unirte',
  'Enroll in this course to join its live sessions.':
    'Inscríbete en este curso para unirte a sus sesiones en vivo.',
  'View the course': 'Ver el curso',
  'This session has ended': 'Esta sesión ha terminado',
  'Past sessions cannot be joined.': 'No puedes unirte a sesiones pasadas.',
  'Ready to join the session?': '¿Listo para unirte a la sesión?',
  'Join Meeting': 'Unirse a la reunión',
  'Note: This session will be recorded.': 'Nota: esta sesión se grabará.',
  'Create New Live Session': 'Crear una nueva sesión en vivo',
  'Fill out the form below to schedule a new live session.':
    'Completa el formulario para programar una nueva sesión en vivo.',
  'e.g. Composting Q&A': 'p. ej., Preguntas y respuestas sobre compostaje',
  Description: 'Descripción',
  'What will you cover, and who is it for?': '¿Qué vas a tratar y a quién va dirigida?',
  Course: 'Curso',
  'Your courses could not be loaded; the session will be open to everyone.':
    'No se pudieron cargar tus cursos; la sesión estará abierta a todos.',
  'Learners enrolled in the course are notified. Without a course, anyone signed in can join.':
    'Los estudiantes inscritos en el curso reciben un aviso. Sin curso, puede unirse cualquier persona que haya iniciado sesión.',
  'No course (open to everyone)': 'Sin curso (abierta a todos)',
  'Session Type': 'Tipo de sesión',
  'Max Participants': 'Máximo de participantes',
  'Start Date & Time': 'Fecha y hora de inicio',
  'End Date & Time': 'Fecha y hora de finalización',
  'Conference Provider': 'Proveedor de videoconferencia',
  'Select your video conferencing provider': 'Selecciona tu proveedor de videoconferencia',
  'Meeting URL': 'URL de la reunión',
  'Paste a Google Meet, Zoom, or other video conferencing link':
    'Pega un enlace de Google Meet, Zoom u otro servicio de videoconferencia',
  'Meeting ID (Optional)': 'ID de la reunión (opcional)',
  'Meeting Password (Optional)': 'Contraseña de la reunión (opcional)',
  'Host Key (Optional)': 'Clave de anfitrión (opcional)',
  'Only you and administrators see it.': 'Solo tú y los administradores pueden verla.',
  'Record Session': 'Grabar la sesión',
  'Notify participants this session will be recorded':
    'Avisar a los participantes de que la sesión se grabará',
  'Creating...': 'Creando...',
  Date: 'Fecha',
  Time: 'Hora',
  Participants: 'Participantes',
  'Max {{n}} participants': 'Máximo {{n}} participantes',
  'View details of {{title}}': 'Ver los detalles de {{title}}',
  'View details': 'Ver detalles',
};
