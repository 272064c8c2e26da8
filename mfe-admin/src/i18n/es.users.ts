/**
 * Spanish for the admin area, part 1 of 3: the dashboard, lists, users and their accounts, educator approvals.
 */
export const adminUsersEs: Record<string, string> = {
  // The dashboard, its cards and tabs
  'Admin Dashboard': 'Panel de administración',
  Administration: 'Administración',
  'Welcome back, {{name}}. Manage accounts, review educators and follow what changed.':
    'Hola de nuevo, {{name}}. Gestiona cuentas, revisa educadores y sigue los cambios.',
  'Manage accounts, review educators and follow what changed.':
    'Gestiona cuentas, revisa educadores y sigue los cambios.',
  Logout: 'Cerrar sesión',
  'The platform figures could not be loaded.': 'No se pudieron cargar las cifras de la plataforma.',
  'No mail server is configured: outgoing mail (reset links, approval notices) is kept in the local outbox of this demo platform instead of being sent — read it in the Outbox tab.':
    'No hay ningún servidor de correo configurado: el correo saliente (enlaces de restablecimiento, avisos de aprobación) se guarda en la bandeja de salida local de esta plataforma de demostración en lugar de enviarse; puedes leerlo en la pestaña Bandeja de salida.',
  'No mail server is configured: outgoing mail (reset links, approval notices) is kept in the local outbox of this demo platform instead of being sent.':
    'No hay ningún servidor de correo configurado: el correo saliente (enlaces de restablecimiento, avisos de aprobación) se guarda en la bandeja de salida local de esta plataforma de demostración en lugar de enviarse.',
  'Admin sections': 'Secciones de administración',
  'Platform figures': 'Cifras de la plataforma',
  loading: 'cargando',
  'Total Users': 'Usuarios totales',
  'Active Educators': 'Educadores activos',
  'Pending Approvals': 'Aprobaciones pendientes',
  Users: 'Usuarios',
  'Educator Approvals': 'Aprobación de educadores',
  Courses: 'Cursos',
  Certificates: 'Certificados',
  Moderation: 'Moderación',
  Questionnaire: 'Cuestionario',
  Activity: 'Actividad',
  Figures: 'Cifras',
  Outbox: 'Bandeja de salida',

  // Lists: shared
  Actions: 'Acciones',
  'Actions for {{name}}': 'Acciones para {{name}}',
  'updating…': 'actualizando…',
  Error: 'Error',
  Status: 'Estado',
  'Try again': 'Reintentar',
  Cancel: 'Cancelar',
  Reason: 'Motivo',
  'Reason: {{reason}}': 'Motivo: {{reason}}',
  'Showing {{first}}–{{last}} of {{total}} users_one': 'Mostrando {{first}}–{{last}} de {{total}} usuario',
  'Showing {{first}}–{{last}} of {{total}} users_many': 'Mostrando {{first}}–{{last}} de {{total}} usuarios',
  'Showing {{first}}–{{last}} of {{total}} users_other': 'Mostrando {{first}}–{{last}} de {{total}} usuarios',
  'Showing {{first}}–{{last}} of {{total}} entries_one': 'Mostrando {{first}}–{{last}} de {{total}} registro',
  'Showing {{first}}–{{last}} of {{total}} entries_many':
    'Mostrando {{first}}–{{last}} de {{total}} registros',
  'Showing {{first}}–{{last}} of {{total}} entries_other':
    'Mostrando {{first}}–{{last}} de {{total}} registros',
  'Showing {{first}}–{{last}} of {{total}} courses_one': 'Mostrando {{first}}–{{last}} de {{total}} curso',
  'Showing {{first}}–{{last}} of {{total}} courses_many': 'Mostrando {{first}}–{{last}} de {{total}} cursos',
  'Showing {{first}}–{{last}} of {{total}} courses_other': 'Mostrando {{first}}–{{last}} de {{total}} cursos',
  'Showing {{first}}–{{last}} of {{total}} certificates_one':
    'Mostrando {{first}}–{{last}} de {{total}} certificado',
  'Showing {{first}}–{{last}} of {{total}} certificates_many':
    'Mostrando {{first}}–{{last}} de {{total}} certificados',
  'Showing {{first}}–{{last}} of {{total}} certificates_other':
    'Mostrando {{first}}–{{last}} de {{total}} certificados',
  'Showing {{first}}–{{last}} of {{total}} posts_one':
    'Mostrando {{first}}–{{last}} de {{total}} publicación',
  'Showing {{first}}–{{last}} of {{total}} posts_many':
    'Mostrando {{first}}–{{last}} de {{total}} publicaciones',
  'Showing {{first}}–{{last}} of {{total}} posts_other':
    'Mostrando {{first}}–{{last}} de {{total}} publicaciones',
  'Showing {{first}}–{{last}} of {{total}} messages_one': 'Mostrando {{first}}–{{last}} de {{total}} mensaje',
  'Showing {{first}}–{{last}} of {{total}} messages_many':
    'Mostrando {{first}}–{{last}} de {{total}} mensajes',
  'Showing {{first}}–{{last}} of {{total}} messages_other':
    'Mostrando {{first}}–{{last}} de {{total}} mensajes',

  // Users
  'Search users': 'Buscar usuarios',
  'Name, username or email': 'Nombre, nombre de usuario o correo electrónico',
  Role: 'Rol',
  'Sort by': 'Ordenar por',
  'All roles': 'Todos los roles',
  'All statuses': 'Todos los estados',
  'Newest first': 'Más recientes primero',
  'Oldest first': 'Más antiguos primero',
  'Name A–Z': 'Nombre A–Z',
  'Name Z–A': 'Nombre Z–A',
  'Username A–Z': 'Nombre de usuario A–Z',
  'Email A–Z': 'Correo electrónico A–Z',
  Student: 'Estudiante',
  Educator: 'Educador',
  Administrator: 'Administrador',
  Active: 'Activo',
  Pending: 'Pendiente',
  Suspended: 'Suspendido',
  Rejected: 'Rechazado',
  'Loading users': 'Cargando usuarios',
  'Users could not be loaded': 'No se pudieron cargar los usuarios',
  'No users found': 'No se encontraron usuarios',
  'No account matches this search and these filters.':
    'Ninguna cuenta coincide con esta búsqueda y estos filtros.',
  'Users pages': 'Páginas de usuarios',
  'Users table': 'Tabla de usuarios',
  Name: 'Nombre',
  Username: 'Nombre de usuario',
  Email: 'Correo electrónico',
  Joined: 'Alta',
  '(you)': '(tú)',
  Edit: 'Editar',
  'Send reset link': 'Enviar enlace de restablecimiento',
  'Failed to send reset link': 'No se pudo enviar el enlace de restablecimiento',
  'The link for {{email}} is in the outbox (no mail server is configured).':
    'El enlace para {{email}} está en la bandeja de salida (no hay ningún servidor de correo configurado).',
  'A reset link was sent to {{email}}.': 'Se envió un enlace de restablecimiento a {{email}}.',
  Suspend: 'Suspender',
  'Failed to suspend user': 'No se pudo suspender al usuario',
  Reactivate: 'Reactivar',
  'Failed to reactivate user': 'No se pudo reactivar al usuario',
  Delete: 'Eliminar',

  // Creating, editing and deleting accounts
  'Create account': 'Crear cuenta',
  'Create an administrator or educator account. Students sign up themselves.':
    'Crea una cuenta de administrador o de educador. Los estudiantes se registran por su cuenta.',
  'Account type': 'Tipo de cuenta',
  'Builds courses and ebooks; active at once.': 'Crea cursos y libros electrónicos; activa de inmediato.',
  'Full access to this dashboard.': 'Acceso completo a este panel.',
  Password: 'Contraseña',
  'Show password': 'Mostrar contraseña',
  'Hide password': 'Ocultar contraseña',
  'First name': 'Nombre',
  'Last name': 'Apellidos',
  '{{username}} can sign in now.': '{{username}} ya puede iniciar sesión.',
  'Failed to create user': 'No se pudo crear el usuario',
  'Edit user': 'Editar usuario',
  'Change the name or email address of {{username}}.':
    'Cambia el nombre o la dirección de correo electrónico de {{username}}.',
  'Save changes': 'Guardar cambios',
  'Failed to update user': 'No se pudo actualizar el usuario',
  'Delete this user?': '¿Eliminar este usuario?',
  '{{username}}’s account and what it holds across Canopy are removed for good. This cannot be undone.':
    'La cuenta de {{username}} y todo lo que contiene en Canopy se eliminan para siempre. No se puede deshacer.',
  'This educator cannot be deleted yet': 'Este educador todavía no se puede eliminar',
  'This educator still teaches learners.': 'Este educador todavía tiene estudiantes.',
  'Show {{username}}’s courses': 'Ver los cursos de {{username}}',
  'Confirm deletion': 'Confirmar la eliminación',
  'Type {{username}} to confirm': 'Escribe {{username}} para confirmar',
  'Type the username to confirm': 'Escribe el nombre de usuario para confirmar',
  'The Delete user button is enabled once the username matches.':
    'El botón Eliminar usuario se activa cuando el nombre de usuario coincide.',
  'Delete user': 'Eliminar usuario',
  'Failed to delete user': 'No se pudo eliminar el usuario',

  // Educator approvals
  'Loading pending educators': 'Cargando educadores pendientes',
  'Pending educators could not be loaded': 'No se pudieron cargar los educadores pendientes',
  'No pending educators': 'No hay educadores pendientes',
  'New educator sign-ups appear here for review.':
    'Los nuevos registros de educadores aparecen aquí para revisarlos.',
  'Pending educators': 'Educadores pendientes',
  'Signed up': 'Registro',
  'Signed up {{date}}': 'Se registró el {{date}}',
  Approve: 'Aprobar',
  'Approve {{name}}': 'Aprobar a {{name}}',
  Reject: 'Rechazar',
  'Reject {{name}}': 'Rechazar a {{name}}',
  '{{name}} can now create courses.': '{{name}} ya puede crear cursos.',
  'Failed to approve educator': 'No se pudo aprobar al educador',
  'Reject educator application': 'Rechazar la solicitud de educador',
  'Reject educator': 'Rechazar educador',
  '{{name}} ({{username}}) will not be able to teach. They are told, with your reason if you give one.':
    '{{name}} ({{username}}) no podrá enseñar. Se le comunicará, junto con tu motivo si indicas uno.',
  'Failed to reject educator': 'No se pudo rechazar al educador',
};
