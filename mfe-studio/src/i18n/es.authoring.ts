import type { Catalogue } from '@canopy/i18n';

/**
 * The studio's Spanish for the educator's own pages, ebooks, imports and the AI assistant, keyed by the English text.
 * test/catalogue.test.ts checks every key the studio's code uses is in one of the two studio catalogues.
 */
export const studioAuthoringEs: Catalogue = {
  // Educator dashboard
  'Course Management': 'Gestión de cursos',
  'Course management': 'Gestión de cursos',
  'Educator studio': 'Estudio del educador',
  'Welcome back, {{name}}.': 'Hola de nuevo, {{name}}.',
  'Welcome back.': 'Hola de nuevo.',
  Builder: 'Creador',
  Ebook: 'Libro electrónico',
  'AI GPT': 'IA GPT',
  Courses: 'Cursos',
  Students: 'Estudiantes',
  Content: 'Contenido',
  'Quick Login (Test)': 'Acceso rápido (prueba)',
  'Signed in as the demo educator': 'Has iniciado sesión como el educador de demostración',
  'You are now {{name}}.': 'Ahora eres {{name}}.',
  'Login Failed': 'Error al iniciar sesión',
  'Unable to log in automatically': 'No se pudo iniciar sesión automáticamente',
  '{{count}} modules_one': '{{count}} módulo',
  '{{count}} modules_many': '{{count}} de módulos',
  '{{count}} modules_other': '{{count}} módulos',
  '{{count}} lessons_one': '{{count}} lección',
  '{{count}} lessons_many': '{{count}} de lecciones',
  '{{count}} lessons_other': '{{count}} lecciones',
  '{{count}} learners_one': '{{count}} estudiante',
  '{{count}} learners_many': '{{count}} de estudiantes',
  '{{count}} learners_other': '{{count}} estudiantes',
  created: 'creado el',
  'Reason for rejection:': 'Motivo del rechazo:',
  'No reason was given.': 'No se indicó ningún motivo.',
  'Submit for review: {{title}}': 'Enviar a revisión: {{title}}',
  'Submitting...': 'Enviando...',
  'Submit for review': 'Enviar a revisión',
  'Your courses': 'Tus cursos',
  'Every course you created, newest first. Approved courses are open to learners; a rejected course can be changed and submitted for review again.':
    'Todos los cursos que has creado, del más reciente al más antiguo. Los cursos aprobados están abiertos a los estudiantes; un curso rechazado se puede modificar y volver a enviar a revisión.',
  'Loading your courses': 'Cargando tus cursos',
  'Your courses could not be loaded': 'No se pudieron cargar tus cursos',
  'No courses yet': 'Aún no hay cursos',
  'Create your first course with the course wizard.': 'Crea tu primer curso con el asistente de cursos.',
  'Create Course': 'Crear curso',
  'Build a course': 'Crea un curso',
  'Start from one of five story templates or from a YouTube video; the wizard takes you through it in three steps.':
    'Parte de una de las cinco plantillas narrativas o de un video de YouTube; el asistente te guía en tres pasos.',
  'Choose a story template or a video': 'Elige una plantilla narrativa o un video',
  'Give the course a title and description': 'Dale al curso un título y una descripción',
  'Pick categories, a level and an image': 'Elige categorías, un nivel y una imagen',
  'Import a course': 'Importar un curso',
  'In progress': 'En curso',
  'Your courses that are not yet approved: pending review or rejected.':
    'Tus cursos que aún no están aprobados: pendientes de revisión o rechazados.',
  'No courses in progress': 'No hay cursos en curso',
  'Courses you create wait here until an administrator approves them.':
    'Los cursos que creas esperan aquí hasta que un administrador los apruebe.',
  Ebooks: 'Libros electrónicos',
  'Write ebooks for your learners, or draft one from a web article or a YouTube video and edit it.':
    'Escribe libros electrónicos para tus estudiantes, o genera un borrador a partir de un artículo web o un video de YouTube y edítalo.',
  'View My Library': 'Ver mi biblioteca',
  'Create New Ebook': 'Crear libro electrónico',
  'Your recent ebooks': 'Tus libros electrónicos recientes',
  'Loading your ebooks': 'Cargando tus libros electrónicos',
  'Your ebooks could not be loaded': 'No se pudieron cargar tus libros electrónicos',
  'No ebooks found': 'No se encontraron libros electrónicos',
  'Create your first ebook to get started': 'Crea tu primer libro electrónico para empezar',
  // Students tab
  'Your learners': 'Tus estudiantes',
  'Everyone enrolled in your courses, one row per course, with their progress and competency level.':
    'Todas las personas inscritas en tus cursos, una fila por curso, con su progreso y su nivel de competencia.',
  'Search learners': 'Buscar estudiantes',
  'Name or course': 'Nombre o curso',
  'Export CSV': 'Exportar CSV',
  'Loading your learners': 'Cargando tus estudiantes',
  'Your learners could not be loaded': 'No se pudieron cargar tus estudiantes',
  'No learners match your search': 'Ningún estudiante coincide con tu búsqueda',
  'No learners yet': 'Aún no hay estudiantes',
  'Try another name or course title.': 'Prueba con otro nombre o título de curso.',
  'Learners appear here once they enrol in one of your approved courses.':
    'Los estudiantes aparecen aquí cuando se inscriben en uno de tus cursos aprobados.',
  Learner: 'Estudiante',
  Course: 'Curso',
  Progress: 'Progreso',
  Competency: 'Competencia',
  'Last activity': 'Última actividad',
  Beginning: 'Inicial',
  Developing: 'En desarrollo',
  Proficient: 'Competente',
  Advanced: 'Avanzado',
  'Learners table': 'Tabla de estudiantes',
  'Learners of your courses, sorted by {{column}}, ascending':
    'Estudiantes de tus cursos, ordenados por {{column}}, de forma ascendente',
  'Learners of your courses, sorted by {{column}}, descending':
    'Estudiantes de tus cursos, ordenados por {{column}}, de forma descendente',
  Feedback: 'Comentarios',
  'Progress of {{name}}': 'Progreso de {{name}}',
  'Give feedback to {{name}} in {{course}}': 'Dar comentarios a {{name}} en {{course}}',
  'Learner #{{id}}': 'Estudiante n.º {{id}}',
  'Learner pages': 'Páginas de estudiantes',
  '{{from}}–{{to}} of {{total}}': '{{from}}–{{to}} de {{total}}',
  Previous: 'Anterior',
  Next: 'Siguiente',
  'This learner has not set a learning goal yet.':
    'Este estudiante aún no ha fijado un objetivo de aprendizaje.',
  'This learner has not written a reflection yet.': 'Este estudiante aún no ha escrito una reflexión.',
  'Their learning goal': 'Su objetivo de aprendizaje',
  'Their reflection': 'Su reflexión',
  'Feedback sent': 'Comentarios enviados',
  '{{name}} gets a notification.': '{{name}} recibirá una notificación.',
  'Feedback not sent': 'No se enviaron los comentarios',
  'Please check your connection and try again.': 'Revisa tu conexión e inténtalo de nuevo.',
  'Feedback for {{name}}': 'Comentarios para {{name}}',
  'In “{{course}}”. Only {{name}} sees it, in the course’s Feedback tab (and, for a lesson or a quiz, on the lesson page).':
    'En «{{course}}». Solo {{name}} lo ve, en la pestaña Comentarios del curso (y, si trata de una lección o un cuestionario, en la página de la lección).',
  'Loading the learner’s work': 'Cargando el trabajo del estudiante',
  'This learner’s work could not be loaded': 'No se pudo cargar el trabajo de este estudiante',
  About: 'Sobre',
  Lesson: 'Lección',
  'Choose a lesson': 'Elige una lección',
  'Loading lessons…': 'Cargando lecciones…',
  'This learner has not submitted a quiz in this course yet.':
    'Este estudiante aún no ha enviado ningún cuestionario en este curso.',
  'Quiz submission': 'Envío de cuestionario',
  'Choose a submission': 'Elige un envío',
  passed: 'aprobado',
  'not passed': 'no aprobado',
  'Your feedback': 'Tus comentarios',
  'Sending...': 'Enviando...',
  'Send Feedback': 'Enviar comentarios',
  'Lesson: {{title}}': 'Lección: {{title}}',
  'Quiz: {{title}} ({{score}}%)': 'Cuestionario: {{title}} ({{score}} %)',
  'Feedback given so far': 'Comentarios dados hasta ahora',
  '{{name}} has had no feedback in this course yet.':
    '{{name}} aún no ha recibido comentarios en este curso.',
  'An instructor': 'Un instructor',
  // Content tab
  'Link copied': 'Enlace copiado',
  'Paste it wherever the image should appear.': 'Pégalo donde deba aparecer la imagen.',
  'The link could not be copied': 'No se pudo copiar el enlace',
  'Image uploaded {{date}}, {{width}} by {{height}} pixels':
    'Imagen subida el {{date}}, de {{width}} por {{height}} píxeles',
  'Copy link to the image uploaded {{date}}': 'Copiar el enlace de la imagen subida el {{date}}',
  'Copy link': 'Copiar enlace',
  Images: 'Imágenes',
  'Pictures you uploaded for course covers and lessons. Copy a link to use one again.':
    'Imágenes que subiste para portadas de cursos y lecciones. Copia un enlace para volver a usar una.',
  'Loading your images': 'Cargando tus imágenes',
  'Your images could not be loaded': 'No se pudieron cargar tus imágenes',
  'No images yet': 'Aún no hay imágenes',
  'Images you upload while creating a course appear here.':
    'Las imágenes que subas al crear un curso aparecen aquí.',
  '{{count}} images_one': '{{count}} imagen',
  '{{count}} images_many': '{{count}} de imágenes',
  '{{count}} images_other': '{{count}} imágenes',
  '{{used}} of {{quota}} used': '{{used}} usados de {{quota}}',
  'Upload storage used': 'Espacio de subida usado',
  'Your images': 'Tus imágenes',
  'Everything you wrote or generated, newest first.':
    'Todo lo que escribiste o generaste, del más reciente al más antiguo.',
  'Your ebooks': 'Tus libros electrónicos',
  'Open {{title}} in the library': 'Abrir {{title}} en la biblioteca',
  Open: 'Abrir',
  'Edit {{title}}': 'Editar {{title}}',
  Edit: 'Editar',
  'This platform': 'Esta plataforma',
  'Lesson documents': 'Documentos de las lecciones',
  'Documents linked from your lessons, course by course in learning order.':
    'Documentos enlazados desde tus lecciones, curso por curso y en el orden de aprendizaje.',
  'Loading your lesson documents': 'Cargando los documentos de tus lecciones',
  'Your lesson documents could not be loaded': 'No se pudieron cargar los documentos de tus lecciones',
  'No lesson documents yet': 'Aún no hay documentos de lecciones',
  'Add a document link to a lesson in the module editor and it is listed here.':
    'Agrega un enlace a un documento en una lección desde el editor de módulos y aparecerá aquí.',
  'Your lesson documents': 'Los documentos de tus lecciones',
  'Open document': 'Abrir documento',
  'of {{lesson}} (opens in a new tab)': 'de {{lesson}} (se abre en una pestaña nueva)',
  'Edit module': 'Editar módulo',
  '{{module}} of {{course}}': '{{module}} de {{course}}',
  // Ebook library and builder
  'My Ebook Library': 'Mi biblioteca de libros electrónicos',
  'Manage and edit your educational materials': 'Gestiona y edita tus materiales educativos',
  'Find your ebooks by title or description.': 'Encuentra tus libros electrónicos por título o descripción.',
  'Read, edit and save them; download them as a plain-text or EPUB file for e-readers.':
    'Léelos, edítalos y guárdalos; descárgalos como archivo de texto sin formato o EPUB para lectores electrónicos.',
  'Remove the ones you no longer need.': 'Elimina los que ya no necesites.',
  'The ebook library keeps the ebooks educators write for their learners.':
    'La biblioteca guarda los libros electrónicos que los educadores escriben para sus estudiantes.',
  'Loading your ebook library...': 'Cargando tu biblioteca de libros electrónicos...',
  'Your ebook library could not be loaded': 'No se pudo cargar tu biblioteca de libros electrónicos',
  'Please try again.': 'Inténtalo de nuevo.',
  'Search your ebooks': 'Buscar en tus libros electrónicos',
  'Search your ebooks...': 'Buscar en tus libros electrónicos...',
  'Your Ebooks ({{count}})': 'Tus libros electrónicos ({{count}})',
  'No title or description contains “{{search}}”.': 'Ningún título ni descripción contiene «{{search}}».',
  'Clear search': 'Borrar la búsqueda',
  'Select an Ebook to View': 'Selecciona un libro electrónico para verlo',
  'Choose an ebook from your list to read, edit, download or delete it.':
    'Elige un libro electrónico de tu lista para leerlo, editarlo, descargarlo o eliminarlo.',
  Created: 'Creado el',
  'by {{author}}': 'por {{author}}',
  Download: 'Descargar',
  'as plain text': 'como texto sin formato',
  'Download EPUB': 'Descargar EPUB',
  'Open in Builder': 'Abrir en el creador',
  Delete: 'Eliminar',
  'Edit ebook': 'Editar libro electrónico',
  Title: 'Título',
  Cancel: 'Cancelar',
  'Save Changes': 'Guardar cambios',
  'This ebook has no content yet.': 'Este libro electrónico aún no tiene contenido.',
  'Delete this ebook?': '¿Eliminar este libro electrónico?',
  '“{{title}}” will be removed from your library for good. This cannot be undone.':
    '«{{title}}» se eliminará de tu biblioteca para siempre. Esta acción no se puede deshacer.',
  'Delete Ebook': 'Eliminar libro electrónico',
  Textbook: 'Libro de texto',
  'Study Guide': 'Guía de estudio',
  Workbook: 'Cuaderno de ejercicios',
  Reference: 'Obra de consulta',
  'Ebook Builder': 'Creador de libros electrónicos',
  'Write an ebook chapter by chapter: title, author, description and format style.':
    'Escribe un libro electrónico capítulo a capítulo: título, autor, descripción y estilo de formato.',
  'Draft one from a web article or a YouTube video, and watch each step of the generation.':
    'Genera un borrador a partir de un artículo web o un video de YouTube y sigue cada paso de la generación.',
  'Save it to your library, then edit, download (plain text or EPUB) or delete it there.':
    'Guárdalo en tu biblioteca y, desde allí, edítalo, descárgalo (texto sin formato o EPUB) o elimínalo.',
  'Write an ebook chapter by chapter, or draft one from a web page or video and make it your own.':
    'Escribe un libro electrónico capítulo a capítulo, o genera un borrador a partir de una página web o un video y hazlo tuyo.',
  'The Ebook Builder is where educators write ebooks for their learners, or draft them from a link.':
    'En el creador de libros electrónicos los educadores escriben libros para sus estudiantes o generan borradores a partir de un enlace.',
  'Ebook Generated': 'Libro electrónico generado',
  '“{{title}}” is ready with {{count}} chapter(s). Review it, then save it to your library._one':
    '«{{title}}» está listo con {{count}} capítulo. Revísalo y guárdalo en tu biblioteca.',
  '“{{title}}” is ready with {{count}} chapter(s). Review it, then save it to your library._many':
    '«{{title}}» está listo con {{count}} de capítulos. Revísalo y guárdalo en tu biblioteca.',
  '“{{title}}” is ready with {{count}} chapter(s). Review it, then save it to your library._other':
    '«{{title}}» está listo con {{count}} capítulos. Revísalo y guárdalo en tu biblioteca.',
  '“{{title}}” is ready to review.': '«{{title}}» está listo para revisar.',
  'Generation Failed': 'Error en la generación',
  'Failed to save ebook': 'No se pudo guardar el libro electrónico',
  'Ebook saved to your library': 'Libro electrónico guardado en tu biblioteca',
  '“{{title}}” is in your library.': '«{{title}}» está en tu biblioteca.',
  'Ebook not found': 'Libro electrónico no encontrado',
  'The ebook could not be loaded': 'No se pudo cargar el libro electrónico',
  'It may have been deleted, or it belongs to another author.':
    'Puede que se haya eliminado o que pertenezca a otro autor.',
  'Start a new ebook': 'Empezar un libro electrónico nuevo',
  'View in library': 'Ver en la biblioteca',
  'Save to Library': 'Guardar en la biblioteca',
  'Ebook details': 'Detalles del libro electrónico',
  'New ebook': 'Nuevo libro electrónico',
  'Draft from the link': 'Borrador a partir del enlace',
  'e.g., Community Solar for Beginners': 'p. ej., Energía solar comunitaria para principiantes',
  Author: 'Autor',
  Description: 'Descripción',
  'Format style': 'Estilo de formato',
  'Website article': 'Artículo web',
  'YouTube video': 'Video de YouTube',
  'Generate from a link': 'Generar a partir de un enlace',
  'Paste a web article or a YouTube video: its content is read on the server and drafted into chapters you can edit.':
    'Pega un artículo web o un video de YouTube: el servidor lee su contenido y lo convierte en capítulos que puedes editar.',
  URL: 'URL',
  'Content type': 'Tipo de contenido',
  'Generating…': 'Generando…',
  'Generate Ebook': 'Generar libro electrónico',
  completed: 'completado',
  'in progress': 'en curso',
  failed: 'con error',
  'not started': 'sin empezar',
  'Generation complete.': 'Generación completada.',
  'Generation failed at {{stage}}.': 'La generación falló en «{{stage}}».',
  'Generation progress': 'Progreso de la generación',
  'Untitled chapter': 'Capítulo sin título',
  '{{name}} moved to position {{position}} of {{total}}.':
    '{{name}} se movió a la posición {{position}} de {{total}}.',
  'Chapter {{number}} added.': 'Capítulo {{number}} agregado.',
  '{{name}} deleted.': '{{name}} eliminado.',
  'Chapters ({{count}})': 'Capítulos ({{count}})',
  'Each chapter has a title and its text. Readers see them in this order.':
    'Cada capítulo tiene un título y su texto. Los lectores los ven en este orden.',
  'Add Chapter': 'Agregar capítulo',
  'No chapters yet': 'Aún no hay capítulos',
  'Add a chapter and start writing, or generate a draft from a link.':
    'Agrega un capítulo y empieza a escribir, o genera un borrador a partir de un enlace.',
  Chapters: 'Capítulos',
  'Chapter {{number}}': 'Capítulo {{number}}',
  'Move chapter {{number}} up': 'Subir el capítulo {{number}}',
  'Move up': 'Subir',
  'Move chapter {{number}} down': 'Bajar el capítulo {{number}}',
  'Move down': 'Bajar',
  'Delete chapter {{number}}': 'Eliminar el capítulo {{number}}',
  'Tip: with a chapter selected, Alt+Up and Alt+Down move it.':
    'Consejo: con un capítulo seleccionado, Alt+Arriba y Alt+Abajo lo mueven.',
  'Chapter {{number}} title': 'Título del capítulo {{number}}',
  'Chapter {{number}} content': 'Contenido del capítulo {{number}}',
  '(pending review)': '(pendiente de revisión)',
  '(not approved)': '(no aprobado)',
  'Not attached: only you can open it. Choose a course to share it with its learners.':
    'Sin vincular: solo tú puedes abrirlo. Elige un curso para compartirlo con sus estudiantes.',
  'Attached to a course you do not teach; its enrolled learners can read it.':
    'Vinculado a un curso que no impartes; sus estudiantes inscritos pueden leerlo.',
  "Attached to “{{title}}”. Learners will find it in the course's Resources tab once the course is approved.":
    'Vinculado a «{{title}}». Los estudiantes lo encontrarán en la pestaña Recursos del curso cuando el curso se apruebe.',
  "Learners enrolled in “{{title}}” find it in the course's Resources tab.":
    'Los estudiantes inscritos en «{{title}}» lo encuentran en la pestaña Recursos del curso.',
  'Attached to “{{title}}”.': 'Vinculado a «{{title}}».',
  'It is no longer attached to a course.': 'Ya no está vinculado a ningún curso.',
  'Not attached': 'Sin vincular',
  'Loading your courses…': 'Cargando tus cursos…',
  'A course you do not teach': 'Un curso que no impartes',
  'Saving the course…': 'Guardando el curso…',
  'Your courses could not be loaded.': 'No se pudieron cargar tus cursos.',
  'Try again': 'Intentar de nuevo',
  'You have no courses yet.': 'Aún no tienes cursos.',
  'Create a course': 'Crea un curso',
  'to share this ebook with its learners.': 'para compartir este libro electrónico con sus estudiantes.',
  // AI assistant
  'Canopy GPT': 'Canopy GPT',
  'Your teaching assistant for sustainability courses, lessons and ebooks.':
    'Tu asistente docente para cursos, lecciones y libros electrónicos sobre sostenibilidad.',
  'Assistant mode': 'Modo del asistente',
  '{{mode}} conversation': 'Conversación en modo {{mode}}',
  'Loading your conversation…': 'Cargando tu conversación…',
  '{{mode}} mode': 'Modo {{mode}}',
  'You said:': 'Dijiste:',
  'Assistant:': 'Asistente:',
  'Thinking…': 'Pensando…',
  'Message the assistant': 'Escribe al asistente',
  'The AI assistant is not configured': 'El asistente de IA no está configurado',
  'The AI assistant is not configured.': 'El asistente de IA no está configurado.',
  'Message ({{mode}} mode)': 'Mensaje (modo {{mode}})',
  'The AI assistant is not available on this server':
    'El asistente de IA no está disponible en este servidor',
  'Describe the image you need…': 'Describe la imagen que necesitas…',
  'Ask the assistant…': 'Pregunta al asistente…',
  'Send message': 'Enviar mensaje',
  'Enter sends · Shift+Enter adds a new line': 'Intro envía · Mayús+Intro agrega una línea',
  Auto: 'Automático',
  'Explanations, lesson outlines, activity ideas, quiz questions and feedback on your drafts.':
    'Explicaciones, esquemas de lecciones, ideas de actividades, preguntas de cuestionario y comentarios sobre tus borradores.',
  Express: 'Exprés',
  'Fast, compact answers: the essentials in a few lines.':
    'Respuestas rápidas y breves: lo esencial en pocas líneas.',
  Policy: 'Políticas',
  'Environmental and climate policy explained fairly, with classroom activities.':
    'Políticas ambientales y climáticas explicadas con imparcialidad, con actividades para el aula.',
  Wisdom: 'Sabiduría',
  'The reflective side of sustainability: values, hope, journaling prompts and practices.':
    'El lado reflexivo de la sostenibilidad: valores, esperanza, ideas para escribir un diario y prácticas.',
  'Describe an illustration for your course or ebook and the assistant draws it.':
    'Describe una ilustración para tu curso o libro electrónico y el asistente la dibuja.',
  'Server error: {{status}}': 'Error del servidor: {{status}}',
  'No response received from OpenAI': 'No se recibió ninguna respuesta de OpenAI',
  "I apologize, but I'm having trouble connecting right now. Error: {{detail}}":
    'Lo siento, ahora mismo tengo problemas para conectarme. Error: {{detail}}',
  // Module editor
  '{{title}} · Module Editor': '{{title}} · Editor de módulos',
  'Module Not Found': 'Módulo no encontrado',
  "The module you're looking for doesn't exist.": 'El módulo que buscas no existe.',
  'Loading module': 'Cargando el módulo',
  'Module Updated': 'Módulo actualizado',
  'Your changes to this module have been saved.': 'Se guardaron los cambios de este módulo.',
  'Failed to Update Module': 'No se pudo actualizar el módulo',
  'The module could not be saved. Please try again.': 'No se pudo guardar el módulo. Inténtalo de nuevo.',
  'Back to Course Management': 'Volver a la gestión de cursos',
  '{{course}} • Module Editor': '{{course}} • Editor de módulos',
  'Preview Module': 'Vista previa del módulo',
  'No lessons to complete yet': 'Aún no hay lecciones que completar',
  "Share of this module's lessons completed by {{count}} enrolled learners._one":
    'Parte de las lecciones de este módulo completada por {{count}} estudiante inscrito.',
  "Share of this module's lessons completed by {{count}} enrolled learners._many":
    'Parte de las lecciones de este módulo completada por {{count}} de estudiantes inscritos.',
  "Share of this module's lessons completed by {{count}} enrolled learners._other":
    'Parte de las lecciones de este módulo completada por {{count}} estudiantes inscritos.',
  Statistics: 'Estadísticas',
  Lessons: 'Lecciones',
  Quizzes: 'Cuestionarios',
  'Completion Rate': 'Tasa de finalización',
  'Quiz and completion figures could not be loaded.':
    'No se pudieron cargar las cifras de cuestionarios y de finalización.',
  'Quick Actions': 'Acciones rápidas',
  'Add Quiz': 'Agregar cuestionario',
  'Upload Video': 'Subir video',
  'Add Resource': 'Agregar recurso',
  'Module details': 'Detalles del módulo',
  'Edit Module': 'Editar módulo',
  'Module Title': 'Título del módulo',
  'Module Description': 'Descripción del módulo',
  'Use ‘Save Changes’ at the top to keep your edits.':
    'Usa «Guardar cambios» arriba para conservar tus cambios.',
  'No description yet.': 'Aún no hay descripción.',
  'Display name': 'Nombre visible',
  'What learners see before the number: Module 1, Week 1, …':
    'Lo que ven los estudiantes antes del número: Módulo 1, Semana 1, …',
  'Story phase': 'Fase narrativa',
  'Its place in the course’s journey.': 'Su lugar en el recorrido del curso.',
  'No phase': 'Sin fase',
  'Module Lessons': 'Lecciones del módulo',
  'Add Lesson': 'Agregar lección',
  'Loading lessons': 'Cargando las lecciones',
  'Lessons could not be loaded': 'No se pudieron cargar las lecciones',
  'No Lessons Yet': 'Aún no hay lecciones',
  'Start this module with its first lesson: text, a video and a document for learners.':
    'Empieza este módulo con su primera lección: texto, un video y un documento para los estudiantes.',
  'Add First Lesson': 'Agregar la primera lección',
  'Lesson Created': 'Lección creada',
  'The lesson has been added to this module successfully.':
    'La lección se agregó correctamente a este módulo.',
  'Failed to Create Lesson': 'No se pudo crear la lección',
  'The lesson could not be created. Please try again.': 'No se pudo crear la lección. Inténtalo de nuevo.',
  'Lesson Updated': 'Lección actualizada',
  '“{{title}}” has been saved.': '«{{title}}» se guardó.',
  'Failed to Update Lesson': 'No se pudo actualizar la lección',
  'The lesson could not be saved. Please try again.': 'No se pudo guardar la lección. Inténtalo de nuevo.',
  'Lesson Deleted': 'Lección eliminada',
  '“{{title}}” has been removed.': '«{{title}}» se eliminó.',
  'Failed to Delete Lesson': 'No se pudo eliminar la lección',
  'The lesson could not be deleted. Please try again.': 'No se pudo eliminar la lección. Inténtalo de nuevo.',
  'Delete this lesson?': '¿Eliminar esta lección?',
  '“{{title}}” will be removed from the module with its quizzes, and learners’ progress will be recounted without it. This cannot be undone.':
    '«{{title}}» se eliminará del módulo junto con sus cuestionarios, y el progreso de los estudiantes se volverá a calcular sin ella. Esta acción no se puede deshacer.',
  'Delete Lesson': 'Eliminar lección',
  'Lesson {{number}}: {{title}}': 'Lección {{number}}: {{title}}',
  '{{minutes}} min': '{{minutes}} min',
  Video: 'Video',
  Document: 'Documento',
  'Edit lesson: {{title}}': 'Editar la lección: {{title}}',
  'Preview lesson: {{title}}': 'Vista previa de la lección: {{title}}',
  'Delete lesson: {{title}}': 'Eliminar la lección: {{title}}',
  'Create New Lesson': 'Crear lección nueva',
  'Edit Lesson': 'Editar lección',
  'Add a lesson to this module. It is placed after the existing lessons.':
    'Agrega una lección a este módulo. Se coloca después de las lecciones existentes.',
  'Change what learners read and watch in this lesson.':
    'Cambia lo que los estudiantes leen y ven en esta lección.',
  'Lesson Title': 'Título de la lección',
  'e.g., Introduction to Solar Energy': 'p. ej., Introducción a la energía solar',
  'Lesson Content': 'Contenido de la lección',
  'Markdown is supported.': 'Se admite Markdown.',
  'Video URL (Optional)': 'URL del video (opcional)',
  'A YouTube link or a video file (.mp4, .webm, .mov).':
    'Un enlace de YouTube o un archivo de video (.mp4, .webm, .mov).',
  'Document URL (Optional)': 'URL del documento (opcional)',
  'Creating...': 'Creando...',
  'Create Lesson': 'Crear lección',
  'Saving...': 'Guardando...',
  'Save Lesson': 'Guardar lección',
  Format: 'Formato',
  'What this kind of lesson is called, e.g. Lesson, Practice, Field trip.':
    'Cómo se llama este tipo de lección, p. ej., Lección, Práctica, Salida de campo.',
  'Duration (minutes)': 'Duración (minutos)',
  'Short-form lesson': 'Lección breve',
  'A short lesson learners can finish in one sitting; unticked, it is shown as in-depth.':
    'Una lección corta que los estudiantes pueden terminar de una vez; sin marcar, se muestra como lección en profundidad.',
  'Lesson discussion': 'Debate de la lección',
  'Learners can discuss this lesson and start threads about it from the lesson page.':
    'Los estudiantes pueden debatir esta lección y abrir temas sobre ella desde la página de la lección.',
  'Teaching sections (optional)': 'Secciones didácticas (opcional)',
  'Practical application': 'Aplicación práctica',
  'How learners use this in their own home, garden or community.':
    'Cómo lo aplican los estudiantes en su casa, su huerto o su comunidad.',
  'Case study': 'Caso práctico',
  'A real example that shows the idea at work.': 'Un ejemplo real que muestra la idea en acción.',
  'Action steps': 'Pasos a seguir',
  'What to do next, one step per line.': 'Qué hacer a continuación, un paso por línea.',
  'Reflection prompts': 'Preguntas para reflexionar',
  'Questions learners think or write about.': 'Preguntas sobre las que los estudiantes piensan o escriben.',
  'Lesson {{number}} as learners will see it.': 'La lección {{number}} tal como la verán los estudiantes.',
  'Video: {{title}}': 'Video: {{title}}',
  'Watch the video': 'Ver el video',
  '(opens in a new tab)': '(se abre en una pestaña nueva)',
  'Open the lesson document': 'Abrir el documento de la lección',
  'Close Preview': 'Cerrar vista previa',
  'Please enter a video link': 'Introduce un enlace de video',
  'The video could not be attached. Please try again.': 'No se pudo agregar el video. Inténtalo de nuevo.',
  'Video Attached': 'Video agregado',
  'The video now plays in “{{title}}”.': 'El video ya se reproduce en «{{title}}».',
  'Attach a video to a lesson: a YouTube link or a link to a video file (.mp4, .webm, .ogg, .mov).':
    'Agrega un video a una lección: un enlace de YouTube o un enlace a un archivo de video (.mp4, .webm, .ogg, .mov).',
  'Add a lesson to this module first: videos belong to lessons.':
    'Primero agrega una lección a este módulo: los videos pertenecen a las lecciones.',
  Close: 'Cerrar',
  'Video URL': 'URL del video',
  'Attach Video': 'Agregar video',
  '(has a video)': '(tiene un video)',
  '(has a document)': '(tiene un documento)',
  'Give learners reading material: a document for a lesson, or one of your ebooks for the whole course.':
    'Da material de lectura a los estudiantes: un documento para una lección o uno de tus libros electrónicos para todo el curso.',
  'Kind of resource': 'Tipo de recurso',
  'Document link': 'Enlace a un documento',
  'Please enter a document link': 'Introduce un enlace a un documento',
  'The document could not be attached. Please try again.':
    'No se pudo agregar el documento. Inténtalo de nuevo.',
  'Resource Added': 'Recurso agregado',
  '“{{title}}” now links to the document.': '«{{title}}» ya enlaza al documento.',
  'Add a lesson to this module first: documents belong to lessons.':
    'Primero agrega una lección a este módulo: los documentos pertenecen a las lecciones.',
  'Attach a document': 'Agregar un documento',
  'Document URL': 'URL del documento',
  'A PDF, slides or any page learners should read.':
    'Un PDF, unas diapositivas o cualquier página que deban leer los estudiantes.',
  'Attach Document': 'Agregar documento',
  'Your ebooks could not be loaded.': 'No se pudieron cargar tus libros electrónicos.',
  'No ebooks yet': 'Aún no hay libros electrónicos',
  'Write one in the ebook builder, then attach it here.':
    'Escribe uno en el creador de libros electrónicos y añádelo aquí.',
  'Open Ebook Builder': 'Abrir el creador de libros electrónicos',
  '“{{title}}” is now part of this course.': '«{{title}}» ya forma parte de este curso.',
  'The ebook could not be attached. Please try again.':
    'No se pudo agregar el libro electrónico. Inténtalo de nuevo.',
  'Attach an ebook': 'Agregar un libro electrónico',
  'Already in this course: {{titles}}.': 'Ya en este curso: {{titles}}.',
  'Every one of your ebooks is already attached to this course.':
    'Todos tus libros electrónicos ya están vinculados a este curso.',
  "Enrolled learners find it in the course's resources. An ebook belongs to one course at a time.":
    'Los estudiantes inscritos lo encuentran en los recursos del curso. Un libro electrónico pertenece a un solo curso a la vez.',
  '(moves from another course)': '(se mueve desde otro curso)',
  'Attach Ebook': 'Agregar libro electrónico',
  // Course import
  'Import a Course': 'Importar un curso',
  'Bring in a Common Cartridge package exported from Canopy or another learning platform. It becomes a new pending course that you can edit before submitting it for review.':
    'Importa un paquete Common Cartridge exportado desde Canopy o desde otra plataforma de aprendizaje. Se convierte en un curso nuevo pendiente que puedes editar antes de enviarlo a revisión.',
  'Import a Common Cartridge package': 'Importar un paquete Common Cartridge',
  'Common Cartridge file': 'Archivo Common Cartridge',
  'An .imscc package of up to 20 MB (Common Cartridge 1.1 to 1.3).':
    'Un paquete .imscc de hasta 20 MB (Common Cartridge 1.1 a 1.3).',
  Category: 'Categoría',
  'Loading categories...': 'Cargando las categorías...',
  'Choose a category': 'Elige una categoría',
  Level: 'Nivel',
  'What is imported': 'Qué se importa',
  'Modules and their order, from the package’s outline':
    'Los módulos y su orden, según el esquema del paquete',
  'Web pages as lessons (cleaned of scripts and styling)':
    'Las páginas web como lecciones (sin scripts ni estilos)',
  'Web links as lessons, or as a lesson’s video and document':
    'Los enlaces web como lecciones, o como el video y el documento de una lección',
  'Quizzes with multiple-choice, true/false and fill-in-the-blank questions':
    'Los cuestionarios con preguntas de opción múltiple, de verdadero o falso y de completar espacios',
  'Anything else is listed in the import report with the reason':
    'Todo lo demás aparece en el informe de importación con el motivo',
  'The categories could not be loaded': 'No se pudieron cargar las categorías',
  'Reload the page to try again.': 'Vuelve a cargar la página para intentarlo de nuevo.',
  'The package was not imported': 'El paquete no se importó',
  'The package could not be imported. Please try again.':
    'No se pudo importar el paquete. Inténtalo de nuevo.',
  'Importing...': 'Importando...',
  'Import course': 'Importar curso',
  Discussion: 'Debate',
  'External tool': 'Herramienta externa',
  Assignment: 'Tarea',
  'Question bank': 'Banco de preguntas',
  File: 'Archivo',
  Question: 'Pregunta',
  Resource: 'Recurso',
  Item: 'Elemento',
  'Import report': 'Informe de importación',
  'A Common Cartridge {{version}} package.': 'Un paquete Common Cartridge {{version}}.',
  'A Common Cartridge package that does not name its version.':
    'Un paquete Common Cartridge que no indica su versión.',
  '“{{title}}” is a new pending course': '«{{title}}» es un curso nuevo pendiente',
  'Edit it in the course builder, then submit it for review when it is ready.':
    'Edítalo en el creador de cursos y envíalo a revisión cuando esté listo.',
  Modules: 'Módulos',
  Questions: 'Preguntas',
  'Web links': 'Enlaces web',
  'Changes made to fit Canopy': 'Cambios hechos para adaptarlo a Canopy',
  'Not imported ({{count}})': 'No importado ({{count}})',
  'Everything in the package was imported.': 'Se importó todo el contenido del paquete.',
  '{{count}} items of the package are not part of the new course:_one':
    '{{count}} elemento del paquete no forma parte del curso nuevo:',
  '{{count}} items of the package are not part of the new course:_many':
    '{{count}} de elementos del paquete no forman parte del curso nuevo:',
  '{{count}} items of the package are not part of the new course:_other':
    '{{count}} elementos del paquete no forman parte del curso nuevo:',
  'Open in the course builder': 'Abrir en el creador de cursos',
  'Import another package': 'Importar otro paquete',
  // Story templates (the wizard's outlines, pre-filled modules)
  'For sustainability courses: from noticing a problem to leaving a lasting change.':
    'Para cursos de sostenibilidad: de descubrir un problema a dejar un cambio duradero.',
  Awakening: 'Despertar',
  'Learners notice the environmental challenge and why it matters to them.':
    'Los estudiantes descubren el desafío ambiental y por qué les importa.',
  Exploration: 'Exploración',
  'Learners investigate causes, systems and the people already working on solutions.':
    'Los estudiantes investigan las causas, los sistemas y las personas que ya trabajan en soluciones.',
  Challenge: 'Desafío',
  'Learners face the trade-offs and obstacles of changing everyday habits.':
    'Los estudiantes afrontan las renuncias y los obstáculos de cambiar los hábitos cotidianos.',
  Breakthrough: 'Avance',
  'Learners find the practical solutions that work in their own situation.':
    'Los estudiantes encuentran las soluciones prácticas que funcionan en su propia situación.',
  Integration: 'Integración',
  'Learners build the new practices into their home, work and community.':
    'Los estudiantes incorporan las nuevas prácticas a su hogar, su trabajo y su comunidad.',
  Legacy: 'Legado',
  'Learners share what they changed and inspire others to follow.':
    'Los estudiantes comparten lo que cambiaron e inspiran a otros a seguirlos.',
  'For cooking courses: from the first ingredients to dishes worth sharing.':
    'Para cursos de cocina: de los primeros ingredientes a platos dignos de compartir.',
  'Discovering Ingredients': 'Descubrir los ingredientes',
  'Learners meet the ingredients, tools and flavours of the cuisine.':
    'Los estudiantes conocen los ingredientes, los utensilios y los sabores de la cocina.',
  'Exploring Techniques': 'Explorar las técnicas',
  'Learners practise the core techniques step by step.':
    'Los estudiantes practican las técnicas básicas paso a paso.',
  'Kitchen Challenges': 'Desafíos en la cocina',
  'Learners work through the dishes and mistakes that test their skills.':
    'Los estudiantes superan los platos y los errores que ponen a prueba sus habilidades.',
  'Signature Breakthrough': 'El plato propio',
  'Learners cook a complete dish confidently on their own.':
    'Los estudiantes cocinan un plato completo con confianza y por su cuenta.',
  'Everyday Cooking': 'Cocina de todos los días',
  'Learners plan meals and bring the cuisine into daily life.':
    'Los estudiantes planifican comidas y llevan esta cocina a su día a día.',
  'Sharing the Table': 'Compartir la mesa',
  'Learners cook for others and pass their recipes on.':
    'Los estudiantes cocinan para otros y transmiten sus recetas.',
  'For gardening courses: a journey that follows the seasons of a garden.':
    'Para cursos de jardinería: un recorrido que sigue las estaciones de un huerto.',
  'Preparing the Ground': 'Preparar el terreno',
  'Learners read their site, soil and climate before planting.':
    'Los estudiantes estudian su terreno, su suelo y su clima antes de plantar.',
  'Spring Planting': 'Siembra de primavera',
  'Learners choose plants and sow, plant and water them well.':
    'Los estudiantes eligen plantas y las siembran, las plantan y las riegan bien.',
  'Summer Challenges': 'Desafíos del verano',
  'Learners handle pests, drought and weeds with natural methods.':
    'Los estudiantes combaten plagas, sequía y malas hierbas con métodos naturales.',
  Harvest: 'Cosecha',
  'Learners gather, store and enjoy what the garden produced.':
    'Los estudiantes recogen, guardan y disfrutan lo que dio el huerto.',
  'Autumn Renewal': 'Renovación de otoño',
  'Learners compost, save seeds and feed the soil for next year.':
    'Los estudiantes hacen compost, guardan semillas y nutren el suelo para el año siguiente.',
  'Winter Planning': 'Planificación de invierno',
  'Learners plan the next season and share the garden with others.':
    'Los estudiantes planifican la próxima temporada y comparten el huerto con otros.',
  'For spiritual and personal growth courses: an inner journey of awareness and practice.':
    'Para cursos de crecimiento espiritual y personal: un viaje interior de conciencia y práctica.',
  'Learners become aware of where they are and what they are seeking.':
    'Los estudiantes toman conciencia de dónde están y de lo que buscan.',
  Seeking: 'Búsqueda',
  'Learners explore teachings and practices that speak to them.':
    'Los estudiantes exploran enseñanzas y prácticas con las que se identifican.',
  'Inner Challenge': 'Desafío interior',
  'Learners meet the doubts and habits that hold them back.':
    'Los estudiantes se enfrentan a las dudas y los hábitos que los frenan.',
  Insight: 'Comprensión',
  'Learners reach a new understanding of themselves.':
    'Los estudiantes llegan a una nueva comprensión de sí mismos.',
  'Daily Practice': 'Práctica diaria',
  'Learners turn that understanding into a steady daily practice.':
    'Los estudiantes convierten esa comprensión en una práctica diaria constante.',
  Service: 'Servicio',
  'Learners carry their growth into their relationships and community.':
    'Los estudiantes llevan su crecimiento a sus relaciones y a su comunidad.',
  'For any subject: a steady progression from the foundations to mastery.':
    'Para cualquier materia: una progresión constante de los fundamentos al dominio.',
  Introduction: 'Introducción',
  'Learners see what the course covers and why it is useful.':
    'Los estudiantes ven qué abarca el curso y por qué es útil.',
  Foundations: 'Fundamentos',
  'Learners learn the key ideas and vocabulary of the subject.':
    'Los estudiantes aprenden las ideas clave y el vocabulario de la materia.',
  Practice: 'Práctica',
  'Learners apply the foundations in guided exercises.':
    'Los estudiantes aplican los fundamentos en ejercicios guiados.',
  'Deeper Understanding': 'Comprensión profunda',
  'Learners connect the ideas and handle harder cases.':
    'Los estudiantes relacionan las ideas y resuelven casos más difíciles.',
  Application: 'Aplicación',
  'Learners use what they learned in a project of their own.':
    'Los estudiantes usan lo que aprendieron en un proyecto propio.',
  'Mastery and Next Steps': 'Dominio y próximos pasos',
  'Learners review, reflect and plan how to keep learning.':
    'Los estudiantes repasan, reflexionan y planifican cómo seguir aprendiendo.',
  // Reordering and deleting modules and lessons (the course builder's lists)
  'Order not saved': 'No se guardó el orden',
  '{{error}} The previous order is back.': '{{error}} Se restableció el orden anterior.',
  'Module deleted': 'Módulo eliminado',
  'Lesson deleted': 'Lección eliminada',
  'Module not deleted': 'No se eliminó el módulo',
  'Lesson not deleted': 'No se eliminó la lección',
};
