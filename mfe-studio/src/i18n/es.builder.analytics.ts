import type { Catalogue } from '@canopy/i18n';

/**
 * Course building, part 3 of 3: the course preview, analytics and the dashboard's figures.
 */
export const studioBuilderAnalyticsEs: Catalogue = {
  // The course preview
  'Preview: {{title}}': 'Vista previa: {{title}}',
  'Course Not Found': 'Curso no encontrado',
  "The course you're looking for doesn't exist.": 'El curso que buscas no existe.',
  'Loading course preview': 'Cargando la vista previa del curso',
  '{{count}} Students Enrolled_one': '{{count}} estudiante inscrito',
  '{{count}} Students Enrolled_many': '{{count}} de estudiantes inscritos',
  '{{count}} Students Enrolled_other': '{{count}} estudiantes inscritos',
  'Preview Mode': 'Modo de vista previa',
  'This is how students will see your course': 'Así verán tu curso los estudiantes',
  'Course facts': 'Datos del curso',
  'Self-paced': 'A tu ritmo',
  'Course Content': 'Contenido del curso',
  'The course content could not be loaded': 'No se pudo cargar el contenido del curso',
  'No Modules Yet': 'Aún no hay módulos',
  'Start building your course by adding modules and lessons.':
    'Empieza a construir tu curso agregando módulos y lecciones.',
  '{{count}} ebooks for the whole course:_one': '{{count}} libro electrónico para todo el curso:',
  '{{count}} ebooks for the whole course:_many': '{{count}} de libros electrónicos para todo el curso:',
  '{{count}} ebooks for the whole course:_other': '{{count}} libros electrónicos para todo el curso:',
  'Module {{number}}: ': 'Módulo {{number}}: ',
  '{{count}} resources_one': '{{count}} recurso',
  '{{count}} resources_many': '{{count}} de recursos',
  '{{count}} resources_other': '{{count}} recursos',
  'Previewing this module': 'Vista previa de este módulo',
  '{{minutes}} min': '{{minutes}} min',
  'Self-paced learning': 'Aprendizaje a tu ritmo',
  'Interactive discussions': 'Debates interactivos',
  'Progress tracking': 'Seguimiento del progreso',
  'Certificate of completion': 'Certificado de finalización',
  'Cover image of {{title}}': 'Imagen de portada de {{title}}',
  "What you'll learn": 'Lo que aprenderás',
  'Learners will see the skills of this course here once it has modules.':
    'Los estudiantes verán aquí las habilidades de este curso cuando tenga módulos.',
  'Course Features': 'Características del curso',
  'Continue Editing Course': 'Seguir editando el curso',
  'Share Course Link': 'Compartir el enlace del curso',
  'it is waiting for review': 'está esperando revisión',
  'it was not approved': 'no fue aprobado',
  'Anyone with the link can see the course and enrol.':
    'Cualquier persona con el enlace puede ver el curso e inscribirse.',
  'The course is not public yet ({{reason}}): the link will work for learners once it is approved.':
    'El curso aún no es público ({{reason}}): el enlace funcionará para los estudiantes cuando se apruebe.',
  'Course Link Copied': 'Enlace del curso copiado',
  'Copy the Course Link': 'Copia el enlace del curso',
  'Your browser did not allow copying. The link is {{url}}. {{caveat}}':
    'Tu navegador no permitió copiar. El enlace es {{url}}. {{caveat}}',
  // Analytics
  'Hide table': 'Ocultar la tabla',
  'Show table': 'Mostrar la tabla',
  'Last 26 weeks': 'Últimas 26 semanas',
  'Last 30 days': 'Últimos 30 días',
  'Learner figures': 'Cifras de estudiantes',
  'Learners enrolled': 'Estudiantes inscritos',
  'Completed the course': 'Completaron el curso',
  'Completion rate': 'Tasa de finalización',
  'Quiz average': 'Promedio de cuestionarios',
  Analytics: 'Analíticas',
  'Enrollment period': 'Período de inscripciones',
  'The analytics could not be loaded': 'No se pudieron cargar las analíticas',
  'Loading analytics': 'Cargando las analíticas',
  'No learners yet': 'Aún no hay estudiantes',
  'Once learners enrol, you will see enrollments over time, where learners stop and how they score in quizzes.':
    'Cuando los estudiantes se inscriban, verás las inscripciones a lo largo del tiempo, dónde se detienen los estudiantes y qué puntuación obtienen en los cuestionarios.',
  'Enrollments for the last 26 weeks': 'Inscripciones de las últimas 26 semanas',
  'Enrollments for the last 30 days': 'Inscripciones de los últimos 30 días',
  'Chart of enrollments per week over the last 26 weeks: {{added}} new, {{total}} in all. Show the table for each period.':
    'Gráfico de inscripciones por semana en las últimas 26 semanas: {{added}} nuevas, {{total}} en total. Muestra la tabla para ver cada período.',
  'Chart of enrollments per day over the last 30 days: {{added}} new, {{total}} in all. Show the table for each period.':
    'Gráfico de inscripciones por día en los últimos 30 días: {{added}} nuevas, {{total}} en total. Muestra la tabla para ver cada período.',
  'Week of {{date}}': 'Semana del {{date}}',
  'Enrollments over time': 'Inscripciones a lo largo del tiempo',
  '{{added}} new in the last 26 weeks · {{total}} in all':
    '{{added}} nuevas en las últimas 26 semanas · {{total}} en total',
  '{{added}} new in the last 30 days · {{total}} in all':
    '{{added}} nuevas en los últimos 30 días · {{total}} en total',
  'Enrolled in all': 'Inscritos en total',
  'New this week': 'Nuevas esta semana',
  'New this day': 'Nuevas este día',
  'Enrollments over time as a table': 'Inscripciones a lo largo del tiempo en una tabla',
  'Enrollments per week, newest first': 'Inscripciones por semana, primero las más recientes',
  'Enrollments per day, newest first': 'Inscripciones por día, primero las más recientes',
  'Week starting': 'Semana que empieza el',
  Day: 'Día',
  New: 'Nuevas',
  'Most learners stop before lesson {{number}}, “{{title}}” ({{points}} points fewer than the step before).':
    'La mayoría de los estudiantes se detiene antes de la lección {{number}}, “{{title}}” ({{points}} puntos menos que el paso anterior).',
  'The share of enrolled learners who completed each lesson, in learning order.':
    'La proporción de estudiantes inscritos que completó cada lección, en orden de aprendizaje.',
  'Bar chart of lesson completion for {{total}} lessons in learning order. The biggest drop is at lesson {{number}}, {{title}}. Show the table for each lesson.':
    'Gráfico de barras de la finalización de {{total}} lecciones en orden de aprendizaje. La mayor caída está en la lección {{number}}, {{title}}. Muestra la tabla para ver cada lección.',
  'Bar chart of lesson completion for {{total}} lessons in learning order. Show the table for each lesson.':
    'Gráfico de barras de la finalización de {{total}} lecciones en orden de aprendizaje. Muestra la tabla para ver cada lección.',
  'Completion by lesson': 'Finalización por lección',
  'Add lessons to see where learners stop.': 'Agrega lecciones para ver dónde se detienen los estudiantes.',
  'L{{number}}': 'L{{number}}',
  'Lesson {{number}}: {{title}}': 'Lección {{number}}: {{title}}',
  '{{share}} ({{learners}} learners)': '{{share}} ({{learners}} estudiantes)',
  Completed: 'Completada',
  'Completion by lesson as a table': 'Finalización por lección en una tabla',
  'Lesson completion, in learning order ({{enrolled}} enrolled)':
    'Finalización de lecciones, en orden de aprendizaje ({{enrolled}} inscritos)',
  Share: 'Proporción',
  'No attempts': 'Sin intentos',
  'Bar chart of the average score of {{total}} quizzes, none attempted yet. Show the table for each quiz.':
    'Gráfico de barras de la puntuación media de {{total}} cuestionarios, aún sin intentos. Muestra la tabla para ver cada cuestionario.',
  'Bar chart of the average score of {{total}} quizzes, {{average}} on average. Show the table for each quiz.':
    'Gráfico de barras de la puntuación media de {{total}} cuestionarios, {{average}} en promedio. Muestra la tabla para ver cada cuestionario.',
  'Quiz averages': 'Promedios de los cuestionarios',
  'Average score of every attempt at each quiz.':
    'Puntuación media de todos los intentos en cada cuestionario.',
  '{{average}} average across {{count}} attempted quizzes._one':
    '{{average}} de promedio en {{count}} cuestionario con intentos.',
  '{{average}} average across {{count}} attempted quizzes._many':
    '{{average}} de promedio en {{count}} de cuestionarios con intentos.',
  '{{average}} average across {{count}} attempted quizzes._other':
    '{{average}} de promedio en {{count}} cuestionarios con intentos.',
  'Add a quiz to a lesson to see how learners score.':
    'Agrega un cuestionario a una lección para ver qué puntuación obtienen los estudiantes.',
  'Q{{number}}': 'C{{number}}',
  'Quiz averages as a table': 'Promedios de los cuestionarios en una tabla',
  'Quiz results': 'Resultados de los cuestionarios',
  Quiz: 'Cuestionario',
  Attempts: 'Intentos',
  Learners: 'Estudiantes',
  'The learning preferences could not be loaded': 'No se pudieron cargar las preferencias de aprendizaje',
  'Loading learning preferences': 'Cargando las preferencias de aprendizaje',
  'Learning preferences': 'Preferencias de aprendizaje',
  'First preferences of {{learners}} learners who took the questionnaire. Preferences help learners pick material they enjoy; they are not a reason to teach one format only.':
    'Primeras preferencias de {{learners}} estudiantes que respondieron el cuestionario. Las preferencias ayudan a los estudiantes a elegir material que disfrutan; no son un motivo para enseñar en un solo formato.',
  'Shown once at least {{minimum}} of your learners have taken the learning-preferences questionnaire, so no answer can be traced to a person.':
    'Se muestra cuando al menos {{minimum}} de tus estudiantes hayan respondido el cuestionario de preferencias de aprendizaje, para que ninguna respuesta pueda atribuirse a una persona.',
  'Bar chart of learners by first preference; most often {{category}} ({{learners}} learners). Show the table for every figure.':
    'Gráfico de barras de estudiantes por primera preferencia; la más frecuente es {{category}} ({{learners}} estudiantes). Muestra la tabla para ver todas las cifras.',
  'No figures yet.': 'Aún no hay cifras.',
  'Not enough learners yet': 'Aún no hay suficientes estudiantes',
  'Figures appear from {{minimum}} learners up.': 'Las cifras aparecen a partir de {{minimum}} estudiantes.',
  'Learning preferences as a table': 'Preferencias de aprendizaje en una tabla',
  'Learners by first preference, and mean scores':
    'Estudiantes por primera preferencia y puntuaciones medias',
  Category: 'Categoría',
  'First preference of': 'Primera preferencia de',
  'Mean score': 'Puntuación media',
  // Dashboard figures, course links, the quick course and the content tools' access
  'Your Courses': 'Tus cursos',
  'Completion Rate': 'Tasa de finalización',
  'Awaiting Review': 'Pendientes de revisión',
  'Your course figures could not be loaded': 'No se pudieron cargar las cifras de tus cursos',
  'Your figures': 'Tus cifras',
  'Open builder': 'Abrir el constructor',
  'Learner view': 'Vista del estudiante',
  '{{label}}: {{title}}': '{{label}}: {{title}}',
  'Course Created': 'Curso creado',
  '“{{title}}” is saved and open to learners.': '“{{title}}” se guardó y está abierto a los estudiantes.',
  '“{{title}}” is saved and will be reviewed by an administrator.':
    '“{{title}}” se guardó y un administrador lo revisará.',
  'Failed to Create Course': 'No se pudo crear el curso',
  'Quick Course': 'Curso rápido',
  'Start a course from its essentials; add modules and lessons in the builder next.':
    'Empieza un curso con lo esencial; después agrega módulos y lecciones en el constructor.',
  Title: 'Título',
  'What learners will gain': 'Lo que obtendrán los estudiantes',
  'The categories could not be loaded.': 'No se pudieron cargar las categorías.',
  'Loading categories...': 'Cargando las categorías...',
  'Choose a category': 'Elige una categoría',
  'Sign in to use the ebook tools': 'Inicia sesión para usar las herramientas de libros electrónicos',
  'Log In / Sign Up': 'Iniciar sesión / Registrarse',
  'Your account is waiting for approval': 'Tu cuenta está esperando aprobación',
  'Your educator account is still pending approval by an administrator. The ebook tools open as soon as it is approved.':
    'Tu cuenta de educador aún está pendiente de la aprobación de un administrador. Las herramientas de libros electrónicos se abren en cuanto se apruebe.',
  'The ebook tools are for educators': 'Las herramientas de libros electrónicos son para educadores',
  "Writing and managing ebooks is for the platform's educators. Your account is a learner account, so there is nothing to manage here. If you would like to teach on Canopy, register an educator account.":
    'Escribir y gestionar libros electrónicos es tarea de los educadores de la plataforma. Tu cuenta es de estudiante, así que aquí no hay nada que gestionar. Si quieres enseñar en Canopy, registra una cuenta de educador.',
  'The ebook tools are not available': 'Las herramientas de libros electrónicos no están disponibles',
  'Your account is not active, so it cannot use the ebook tools.':
    'Tu cuenta no está activa, así que no puede usar las herramientas de libros electrónicos.',
  'The course is not valid.': 'El curso no es válido.',
  'The module outline could not be saved.': 'No se pudo guardar el esquema de módulos.',
};
