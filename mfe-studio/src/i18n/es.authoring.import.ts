import type { Catalogue } from '@canopy/i18n';

/**
 * The educator's pages, part 4 of 4: course import, the story templates' outlines, and reordering and deleting
 * modules and lessons.
 */
export const studioImportEs: Catalogue = {
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
