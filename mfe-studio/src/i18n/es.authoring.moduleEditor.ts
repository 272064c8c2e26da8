import type { Catalogue } from '@canopy/i18n';

/**
 * The educator's pages, part 3 of 4: the module editor.
 */
export const studioModuleEditorEs: Catalogue = {
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
};
