import type { Catalogue } from '@canopy/i18n';

/**
 * The educator's pages, part 2 of 4: the ebook library and builder, and the AI assistant.
 */
export const studioEbooksEs: Catalogue = {
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
};
