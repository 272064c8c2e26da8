import type { Catalogue } from '@canopy/i18n';
import { shellLegalEs } from './es.legal';
import { shellCommunityEs, shellPagesEs } from './es.pages';

/**
 * The shell's Spanish, keyed by the English text (the specification's wording, which is also what English pages show:
 * English needs no catalogue). One chunk, fetched when Spanish is first needed. test/catalogue.test.ts checks that
 * every text the shell's code passes to `t` is here, and nothing else.
 */
export const shellEs: Catalogue = {
  Language: 'Idioma',
  'Your language could not be saved. Please try again.': 'No se pudo guardar tu idioma. Inténtalo de nuevo.',
  'Skip to main content': 'Saltar al contenido principal',
  'Welcome to Canopy': 'Bienvenida a Canopy',
  'About Us': 'Quiénes somos',
  Login: 'Iniciar sesión',
  'Sign Up': 'Registrarse',
  '© {{year}} Canopy. All rights reserved.': '© {{year}} Canopy. Todos los derechos reservados.',
  'Canopy — Learning Platform': 'Canopy — Plataforma de aprendizaje',
  'An online sustainability university': 'Una universidad de sostenibilidad en línea',
  'Learn to build a ': 'Aprende a construir un futuro ',
  sustainable: 'sostenible',
  ' future — together.': ', en comunidad.',
  'Canopy brings expert-led courses, community discussions and live learning sessions with educators into one calm place, with progress tracking and certificates along the way.':
    'Canopy reúne en un lugar tranquilo cursos impartidos por especialistas, debates en comunidad y sesiones en directo con educadores, con seguimiento del progreso y certificados por el camino.',
  'Join For Free': 'Únete gratis',
  'Existing Users Login': 'Ya tengo cuenta: iniciar sesión',
  'Featured course': 'Curso destacado',
  'Self-paced': 'A tu ritmo',
  'Foundations of Sustainability': 'Fundamentos de la sostenibilidad',
  'The systems behind climate, energy, water, food and waste — and the everyday decisions that change them. The best place to begin.':
    'Los sistemas detrás del clima, la energía, el agua, la alimentación y los residuos, y las decisiones cotidianas que los cambian. El mejor punto de partida.',
  '6 modules': '6 módulos',
  Beginner: 'Principiante',
  Certificate: 'Certificado',
  'Why Canopy': 'Por qué Canopy',
  'Everything you need to learn, practise and connect':
    'Todo lo que necesitas para aprender, practicar y conectar',
  'Expert-Led Courses': 'Cursos impartidos por especialistas',
  'Structured courses from practitioners in renewable energy, regenerative agriculture, circular design and climate science — learn at your own pace.':
    'Cursos estructurados de profesionales de las energías renovables, la agricultura regenerativa, el diseño circular y la ciencia del clima: aprende a tu ritmo.',
  'Community Engagement': 'Participación en la comunidad',
  'Discuss ideas, share projects and ask questions in forums moderated around respect, curiosity and practical action.':
    'Debate ideas, comparte proyectos y haz preguntas en foros moderados con respeto, curiosidad y espíritu práctico.',
  'Live Learning Sessions': 'Sesiones de aprendizaje en directo',
  'Join educators live for lectures, workshops and office hours, and bring your questions to people who do the work every day.':
    'Únete en directo a educadores en clases, talleres y tutorías, y lleva tus preguntas a quienes hacen este trabajo cada día.',
  'Our mission': 'Nuestra misión',
  'Make sustainability knowledge practical and open to everyone':
    'Hacer que el conocimiento sobre sostenibilidad sea práctico y esté al alcance de todos',
  'We believe the skills to live and work sustainably should not be locked away. On Canopy you can:':
    'Creemos que las habilidades para vivir y trabajar de forma sostenible no deben estar bajo llave. En Canopy puedes:',
  'Access courses': 'Acceder a cursos',
  'Browse a growing catalogue and enrol in what matters to you, from first steps to advanced practice.':
    'Explora un catálogo en crecimiento y matricúlate en lo que te importa, desde los primeros pasos hasta la práctica avanzada.',
  'Track your progress': 'Seguir tu progreso',
  'See how far you have come in every course, module and lesson, and pick up right where you left off.':
    'Comprueba cuánto has avanzado en cada curso, módulo y lección, y retoma justo donde lo dejaste.',
  'Join discussions': 'Participar en debates',
  'Learn with others in the forum: compare approaches, share resources and get feedback.':
    'Aprende con otras personas en el foro: compara enfoques, comparte recursos y recibe comentarios.',
  'Earn certificates': 'Obtener certificados',
  'Complete a course to earn a certificate that shows what you have learned.':
    'Completa un curso para obtener un certificado que acredite lo que has aprendido.',
  'Teach on Canopy': 'Enseña en Canopy',
  'Share your expertise with learners who want to make a difference. Educator accounts are reviewed by our administrators before you start publishing.':
    'Comparte tu experiencia con personas que quieren marcar la diferencia. Nuestros administradores revisan las cuentas de educador antes de que empieces a publicar.',
  'Register as an Educator': 'Regístrate como educador',
  'Reach committed learners': 'Llega a estudiantes comprometidos',
  'Teach people who chose to spend their time on sustainability.':
    'Enseña a personas que han elegido dedicar su tiempo a la sostenibilidad.',
  'Build structured courses': 'Crea cursos estructurados',
  'Modules, lessons, videos and documents in a guided builder.':
    'Módulos, lecciones, vídeos y documentos en un editor guiado.',
  'Host live sessions': 'Organiza sesiones en directo',
  'Schedule lectures, workshops and office hours with your learners.':
    'Programa clases, talleres y tutorías con tus estudiantes.',
  'See learner progress': 'Consulta el progreso',
  'Follow how your students move through your material.':
    'Sigue cómo avanzan tus estudiantes por tu material.',
  'Welcome back': 'Te damos la bienvenida de nuevo',
  'Log in to continue your learning journey.': 'Inicia sesión para continuar tu aprendizaje.',
  Username: 'Nombre de usuario',
  Password: 'Contraseña',
  'Forgot password?': '¿Has olvidado tu contraseña?',
  'Sign in with fingerprint or passkey': 'Iniciar sesión con huella o llave de acceso',
  "Don't have an account?": '¿No tienes una cuenta?',
  'Create your account': 'Crea tu cuenta',
  'Join a community learning to live and work sustainably.':
    'Únete a una comunidad que aprende a vivir y trabajar de forma sostenible.',
  'I am joining as': 'Me uno como',
  Student: 'Estudiante',
  'Learn, track progress, earn certificates': 'Aprende, sigue tu progreso y obtén certificados',
  Educator: 'Educador',
  'Teach courses after admin approval': 'Imparte cursos tras la aprobación de un administrador',
  Admin: 'Administrador',
  'Restricted to existing administrators': 'Reservado a los administradores existentes',
  'Educator accounts need approval': 'Las cuentas de educador requieren aprobación',
  'Restricted role': 'Rol restringido',
  'First name': 'Nombre',
  'Last name': 'Apellidos',
  Email: 'Correo electrónico',
  'Confirm password': 'Confirmar contraseña',
  'Enable fingerprint login': 'Activar el inicio de sesión con huella',
  "Sign in with your device's fingerprint or face unlock where supported.":
    'Inicia sesión con la huella o el reconocimiento facial de tu dispositivo, si es compatible.',
  'I accept the ': 'Acepto los ',
  'Terms of Service': 'Términos del servicio',
  ' and the ': ' y la ',
  'Privacy Policy': 'Política de privacidad',
  'Create Account': 'Crear cuenta',
  'Already have an account?': '¿Ya tienes una cuenta?',
  'Terms and Conditions Required': 'Debes aceptar los términos y condiciones',
  'Please accept the terms and conditions to register.':
    'Acepta los términos y condiciones para registrarte.',
  'Canopy is an online sustainability university: expert-led courses, a thoughtful community and live sessions that help you turn knowledge into action.':
    'Canopy es una universidad de sostenibilidad en línea: cursos impartidos por especialistas, una comunidad reflexiva y sesiones en directo que te ayudan a convertir el conocimiento en acción.',
  'Quick links': 'Enlaces rápidos',
  Home: 'Inicio',
  Courses: 'Cursos',
  Forum: 'Foro',
  'Live sessions': 'Sesiones en directo',
  'Our community': 'Nuestra comunidad',
  'Popular courses': 'Cursos populares',
  'Browse all courses': 'Ver todos los cursos',
  'Stay in the loop': 'Mantente al día',
  'New courses, live sessions and community news, about once a month.':
    'Nuevos cursos, sesiones en directo y noticias de la comunidad, más o menos una vez al mes.',
  'Your privacy matters': 'Tu privacidad importa',
  'We collect only what we need to run your learning, and we never sell your personal data. Read our ':
    'Solo recogemos lo necesario para gestionar tu aprendizaje y nunca vendemos tus datos personales. Lee nuestra ',
  'Community guidelines': 'Normas de la comunidad',
  'Canopy is a place for respectful, constructive conversation. Please read our ':
    'Canopy es un espacio para conversar con respeto y de forma constructiva. Lee nuestras ',
  'Community Guidelines': 'Normas de la comunidad',
  ' before you post.': ' antes de publicar.',
  'Email address': 'Correo electrónico',
  'you@example.com': 'tu@ejemplo.com',
  Subscribe: 'Suscribirme',
  Subscribed: 'Suscripción realizada',
  'Subscription failed': 'No se pudo completar la suscripción',
  'Join Our Community': 'Únete a nuestra comunidad',
  Main: 'Principal',
  'Canopy home': 'Inicio de Canopy',
  '{{name}}, account menu': '{{name}}, menú de la cuenta',
  'My Courses': 'Mis cursos',
  'Learning preferences': 'Preferencias de aprendizaje',
  'Our Community': 'Nuestra comunidad',
  'Log out': 'Cerrar sesión',
  'Open navigation menu': 'Abrir el menú de navegación',
  'Open navigation menu, {{shown}} educator account(s) pending approval_one':
    'Abrir el menú de navegación, {{shown}} cuenta de educador pendiente de aprobación',
  'Open navigation menu, {{shown}} educator account(s) pending approval_many':
    'Abrir el menú de navegación, {{shown}} cuentas de educador pendientes de aprobación',
  'Open navigation menu, {{shown}} educator account(s) pending approval_other':
    'Abrir el menú de navegación, {{shown}} cuentas de educador pendientes de aprobación',
  'Your role': 'Tu rol',
  Visitor: 'Visitante',
  'Side menu': 'Menú lateral',
  Administrator: 'Administrador',
  'Site menu': 'Menú del sitio',
  Menu: 'Menú',
  '(opens in a new tab)': '(se abre en una pestaña nueva)',
  'Learning Platform': 'Plataforma de aprendizaje',
  Legal: 'Legal',
  'Cookie Policy': 'Política de cookies',
  'Something went wrong': 'Algo salió mal',
  'Reload Page': 'Recargar la página',
  '{{area}} is temporarily unavailable': '{{area}} no está disponible en este momento',
  'This part of Canopy could not be loaded right now. Everything else keeps working — try again in a moment.':
    'No se ha podido cargar esta parte de Canopy ahora mismo. Todo lo demás sigue funcionando; inténtalo de nuevo en un momento.',
  'This part of Canopy has been updated for a newer version of the site than the one open in this tab, so it was not started. Reload the page to get the latest version; everything else keeps working meanwhile.':
    'Esta parte de Canopy se ha actualizado para una versión del sitio más reciente que la abierta en esta pestaña, así que no se ha iniciado. Recarga la página para obtener la última versión; mientras tanto, todo lo demás sigue funcionando.',
  Retry: 'Reintentar',
  'Retrying…': 'Reintentando…',
  'Learning area': 'Área de aprendizaje',
  'Educator studio': 'Estudio del educador',
  'Admin area': 'Área de administración',
  'This page': 'Esta página',
  'Page not found': 'Página no encontrada',
  '404 Page Not Found': '404: página no encontrada',
  'The page you are looking for might have been moved or deleted, or the address may be mistyped.':
    'Es posible que la página que buscas se haya movido o eliminado, o que la dirección esté mal escrita.',
  'Back to Home': 'Volver al inicio',
  'Canopy — back to sign in': 'Canopy: volver a iniciar sesión',
  'Forgot your password?': '¿Has olvidado tu contraseña?',
  'Enter the email address of your account and we will send you a link to choose a new password.':
    'Escribe la dirección de correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  'Check your inbox': 'Revisa tu bandeja de entrada',
  'Use another address': 'Usar otra dirección',
  'Request a password reset link': 'Solicitar un enlace para restablecer la contraseña',
  'The link could not be requested': 'No se ha podido solicitar el enlace',
  'Send reset link': 'Enviar enlace',
  'Remembered it?': '¿Ya la recuerdas?',
  'Back to login': 'Volver a iniciar sesión',
  'Reset your password': 'Restablece tu contraseña',
  'This page is opened from the link we email you.':
    'Esta página se abre desde el enlace que te enviamos por correo electrónico.',
  'Open the link from your email again, or ask for a new one.':
    'Vuelve a abrir el enlace de tu correo o solicita uno nuevo.',
  'Request a new reset link': 'Solicitar un nuevo enlace',
  'Password changed': 'Contraseña cambiada',
  'You can log in with your new password now.': 'Ya puedes iniciar sesión con tu nueva contraseña.',
  'Go to login': 'Ir a iniciar sesión',
  'Choose a new password': 'Elige una contraseña nueva',
  'Your new password ends every session signed in with the old one.':
    'Tu nueva contraseña cierra todas las sesiones iniciadas con la anterior.',
  'The password was not changed': 'No se ha cambiado la contraseña',
  'New password': 'Nueva contraseña',
  'Confirm new password': 'Confirmar la nueva contraseña',
  'Change password': 'Cambiar la contraseña',
  'Canopy could not be reached. Please check your connection and try again.':
    'No se ha podido conectar con Canopy. Comprueba tu conexión e inténtalo de nuevo.',
  'Something went wrong. Please try again.': 'Algo salió mal. Inténtalo de nuevo.',
  'Show password': 'Mostrar la contraseña',
  'Hide password': 'Ocultar la contraseña',
  'Show password confirmation': 'Mostrar la confirmación de la contraseña',
  'Hide password confirmation': 'Ocultar la confirmación de la contraseña',
  Close: 'Cerrar',
  ...shellPagesEs,
  ...shellCommunityEs,
  ...shellLegalEs,
};
