import type { Catalogue } from '@canopy/i18n';

/**
 * The forum's Spanish, keyed by the English text (the specification's wording, which English pages show as it
 * stands). One chunk, fetched when Spanish is first needed; test/translations.test.ts checks that every text the
 * code passes to `t` or `forumText` is here, and nothing else.
 */
export const forumEs: Catalogue = {
  // Toasts
  'Authentication Required': 'Debes iniciar sesión',
  'Please log in to create a discussion.': 'Inicia sesión para crear un debate.',
  'Please log in to post a reply.': 'Inicia sesión para publicar una respuesta.',
  Error: 'Error',
  'Failed to create discussion. Please try again.': 'No se pudo crear el debate. Inténtalo de nuevo.',
  'Failed to Post Reply': 'No se pudo publicar la respuesta',
  'There was an error posting your reply.': 'Hubo un error al publicar tu respuesta.',
  'Discussion started': 'Debate iniciado',
  '"{{title}}" is live.': '«{{title}}» ya está publicado.',
  'Reply posted': 'Respuesta publicada',
  'Thanks for adding to the conversation.': 'Gracias por sumarte a la conversación.',
  'Could not update your helpful mark': 'No se pudo actualizar tu marca de útil',
  'Please try again.': 'Inténtalo de nuevo.',
  'Could not change the answer': 'No se pudo cambiar la solución',
  'Post flagged': 'Publicación reportada',
  'Discussion updated': 'Debate actualizado',
  'Reply updated': 'Respuesta actualizada',
  'Discussion deleted': 'Debate eliminado',
  'Reply deleted': 'Respuesta eliminada',
  'Could not delete the post': 'No se pudo eliminar la publicación',
  'Please log in to mark posts as helpful.': 'Inicia sesión para marcar publicaciones como útiles.',
  // Authors and times
  'Edited {{date}}': 'Editado el {{date}}',
  edited: 'editado',
  'just now': 'justo ahora',
  // Discussion lists
  All: 'Todos',
  Recent: 'Recientes',
  Popular: 'Populares',
  'No discussions yet. Start the first one!': 'Todavía no hay debates. ¡Inicia el primero!',
  'Nothing new in the last two weeks. Start a discussion and get things going.':
    'Nada nuevo en las últimas dos semanas. Inicia un debate y anima la conversación.',
  'No discussion has had replies or helpful marks in the last 30 days yet.':
    'Ningún debate ha recibido respuestas ni marcas de útil en los últimos 30 días.',
  'No discussions found': 'No se encontraron debates',
  'Nothing matches your search. Try other words, or start the discussion yourself.':
    'Nada coincide con tu búsqueda. Prueba con otras palabras o inicia tú el debate.',
  'Nothing here yet': 'Todavía no hay nada aquí',
  Discussions: 'Debates',
  'Show discussions': 'Mostrar debates',
  'Search discussions': 'Buscar debates',
  'Remove tag filter {{tag}}': 'Quitar el filtro de etiqueta {{tag}}',
  '{{count}} discussions matching "{{search}}"_one': '{{count}} debate coincide con «{{search}}»',
  '{{count}} discussions matching "{{search}}"_many': '{{count}} debates coinciden con «{{search}}»',
  '{{count}} discussions matching "{{search}}"_other': '{{count}} debates coinciden con «{{search}}»',
  '{{count}} discussions_one': '{{count}} debate',
  '{{count}} discussions_many': '{{count}} debates',
  '{{count}} discussions_other': '{{count}} debates',
  Pages: 'Páginas',
  discussion: 'debate',
  discussions: 'debates',
  'View All Discussions': 'Ver todos los debates',
  in: 'en',
  'Loading discussions': 'Cargando debates',
  "We couldn't load the discussions": 'No pudimos cargar los debates',
  'Please check your connection and try again.': 'Revisa tu conexión e inténtalo de nuevo.',
  'Try again': 'Reintentar',
  // Editing and flagging
  'Your changes could not be saved. Please try again.':
    'No se pudieron guardar tus cambios. Inténtalo de nuevo.',
  'Save changes': 'Guardar cambios',
  'Edit discussion': 'Editar debate',
  Title: 'Título',
  Content: 'Contenido',
  Tags: 'Etiquetas',
  'Separate tags with commas, up to 5.': 'Separa las etiquetas con comas, hasta 5.',
  'Edit reply': 'Editar respuesta',
  Reply: 'Respuesta',
  Spam: 'Spam',
  'Advertising, link dropping or anything posted to promote.':
    'Publicidad, enlaces sueltos o cualquier cosa publicada para promocionar.',
  Inappropriate: 'Inapropiado',
  'Rude, hateful or harassing content that breaks the community guidelines.':
    'Contenido grosero, de odio o de acoso que incumple las normas de la comunidad.',
  'Off-topic': 'Fuera de tema',
  'Not related to the discussion or this topic.': 'No tiene relación con el debate ni con este tema.',
  'Something else': 'Otro motivo',
  'Tell the moderators what is wrong.': 'Cuéntales a los moderadores qué ocurre.',
  'The post could not be flagged. Please try again.':
    'No se pudo reportar la publicación. Inténtalo de nuevo.',
  'Flag this discussion': 'Reportar este debate',
  'Flag this reply': 'Reportar esta respuesta',
  'Flags are private. When three members flag a post it is hidden until a moderator reviews it.':
    'Los reportes son privados. Cuando tres miembros reportan una publicación, se oculta hasta que un moderador la revise.',
  'Why are you flagging it?': '¿Por qué la reportas?',
  'Note for the moderators': 'Nota para los moderadores',
  Cancel: 'Cancelar',
  'Flag post': 'Reportar publicación',
  // Guidelines
  'Keep it respectful, on topic and constructive.': 'Sé respetuoso, no te salgas del tema y aporta.',
  'Read the guidelines': 'Leer las normas',
  '(opens in a new tab)': '(se abre en una pestaña nueva)',
  'I have read and agree to follow the community guidelines':
    'He leído las normas de la comunidad y acepto cumplirlas',
  'Community guidelines': 'Normas de la comunidad',
  'Keep it kind and constructive.': 'Sé amable y constructivo.',
  'Respect other members, stay on topic and back up claims with sources. Posts that break our community guidelines are removed.':
    'Respeta a los demás miembros, no te salgas del tema y respalda tus afirmaciones con fuentes. Se eliminan las publicaciones que incumplen nuestras normas de la comunidad.',
  'View full guidelines': 'Ver las normas completas',
  // New discussion
  'New Discussion': 'Nuevo debate',
  'Ask a question or share what you have learned. Clear titles and a little context get the best answers.':
    'Haz una pregunta o comparte lo que has aprendido. Un título claro y algo de contexto consiguen las mejores respuestas.',
  'Your discussion was not posted': 'Tu debate no se publicó',
  'e.g. Composting in a small apartment': 'p. ej., Compostaje en un departamento pequeño',
  Topic: 'Tema',
  'Loading topics…': 'Cargando temas…',
  'Select a topic': 'Selecciona un tema',
  'Course: {{title}}': 'Curso: {{title}}',
  'Markdown works: **bold**, *italic*, lists, > quotes and [links](https://example.org).':
    'Puedes usar Markdown: **negrita**, *cursiva*, listas, > citas y [enlaces](https://example.org).',
  'composting, soil, apartment': 'compostaje, suelo, departamento',
  'Create Discussion': 'Crear debate',
  'Popular Topics': 'Temas populares',
  'Popular topics could not be loaded.': 'No se pudieron cargar los temas populares.',
  // Post actions
  'Helpful · {{count}}': 'Útil · {{count}}',
  Helpful: 'Útil',
  '{{count}} found this helpful_one': 'A {{count}} persona le resultó útil',
  '{{count}} found this helpful_many': 'A {{count}} personas les resultó útil',
  '{{count}} found this helpful_other': 'A {{count}} personas les resultó útil',
  'Unmark answer': 'Quitar como solución',
  'Mark as answer': 'Marcar como solución',
  Flag: 'Reportar',
  'Flagged for review': 'Reportado para revisión',
  Edit: 'Editar',
  Delete: 'Eliminar',
  'Delete this discussion?': '¿Eliminar este debate?',
  'Delete this reply?': '¿Eliminar esta respuesta?',
  'It disappears from the forum for everyone. Moderators keep a copy for the record.':
    'Desaparecerá del foro para todos. Los moderadores conservan una copia como registro.',
  'Delete discussion': 'Eliminar debate',
  'Delete reply': 'Eliminar respuesta',
  // Replying
  'Add Your Reply': 'Agrega tu respuesta',
  'You need to be logged in to reply to this discussion.':
    'Debes iniciar sesión para responder a este debate.',
  'Log In / Sign Up': 'Iniciar sesión / Registrarse',
  'Your account is waiting for approval': 'Tu cuenta está pendiente de aprobación',
  'Your educator account is still pending approval by an administrator. You can read the forum, and reply once your account is approved.':
    'Tu cuenta de educador sigue pendiente de aprobación por un administrador. Puedes leer el foro y responder cuando tu cuenta esté aprobada.',
  'Replies are not available': 'Las respuestas no están disponibles',
  'Your account is not active, so you cannot post in the forum.':
    'Tu cuenta no está activa, así que no puedes publicar en el foro.',
  'This discussion is not open for replies.': 'Este debate no admite respuestas.',
  'Your reply': 'Tu respuesta',
  'Markdown works: **bold**, lists, > quotes, links.':
    'Puedes usar Markdown: **negrita**, listas, > citas, enlaces.',
  'Share your experience or an answer…': 'Comparte tu experiencia o una respuesta…',
  'Post Reply': 'Publicar respuesta',
  // Community guidelines page
  Community: 'Comunidad',
  'Community Guidelines': 'Normas de la comunidad',
  'Community Guidelines and Conduct Policy': 'Normas de la comunidad y política de conducta',
  "Canopy's forum is where learners and educators think out loud together. These guidelines keep it a place where everyone can ask, share and disagree safely.":
    'El foro de Canopy es donde estudiantes y educadores piensan en voz alta juntos. Estas normas lo mantienen como un lugar donde todos pueden preguntar, compartir y discrepar con seguridad.',
  'Our commitment': 'Nuestro compromiso',
  'By taking part in Canopy’s community you help build a space where curiosity is welcome and knowledge grows through respectful exchange. We review these guidelines regularly and will always tell you when they change.':
    'Al participar en la comunidad de Canopy ayudas a construir un espacio donde la curiosidad es bienvenida y el conocimiento crece gracias al intercambio respetuoso. Revisamos estas normas con regularidad y siempre te avisaremos cuando cambien.',
  'Thank you for being part of it, {{name}}.': 'Gracias por ser parte de ella, {{name}}.',
  'Continue to Discussions': 'Continuar a los debates',
  'Use the Flag button under the post and say briefly what is wrong':
    'Usa el botón Reportar debajo de la publicación y explica brevemente qué ocurre',
  'Write to': 'Escribe a',
  'with a link to the post and a short description': 'con un enlace a la publicación y una breve descripción',
  'Respect & Kindness': 'Respeto y amabilidad',
  'Treat every member the way you would like to be treated.':
    'Trata a cada miembro como te gustaría que te trataran.',
  'Canopy brings together people at every stage of their sustainability journey — curious beginners, seasoned practitioners and educators. Everyone here is learning, and everyone deserves a patient, welcoming reply.':
    'Canopy reúne a personas en todas las etapas de su camino hacia la sostenibilidad: principiantes curiosos, profesionales con experiencia y educadores. Aquí todos estamos aprendiendo, y todos merecen una respuesta paciente y acogedora.',
  'Assume good intent. Ask a clarifying question before assuming the worst.':
    'Presupón buena intención. Haz una pregunta aclaratoria antes de pensar lo peor.',
  'Disagree with ideas, never with people. Criticise arguments, not the person making them.':
    'Discrepa de las ideas, nunca de las personas. Critica los argumentos, no a quien los plantea.',
  'Welcome newcomers. There are no silly questions about learning something new.':
    'Da la bienvenida a quienes llegan. No hay preguntas tontas cuando se aprende algo nuevo.',
  'Respect different cultures, beliefs, abilities and circumstances; sustainable living looks different for everyone.':
    'Respeta las distintas culturas, creencias, capacidades y circunstancias; vivir de forma sostenible es diferente para cada persona.',
  'Respect privacy: do not share anyone’s personal information, messages or photos without their consent.':
    'Respeta la privacidad: no compartas información personal, mensajes ni fotos de nadie sin su consentimiento.',
  'Prohibited Behavior': 'Conductas prohibidas',
  'What has no place on Canopy, whatever the context.':
    'Lo que no tiene cabida en Canopy, sea cual sea el contexto.',
  'The following are not allowed anywhere on the platform, including discussions, replies and profiles:':
    'No se permite lo siguiente en ninguna parte de la plataforma, incluidos debates, respuestas y perfiles:',
  'Harassment, bullying, threats or intimidation of any member or group.':
    'Acoso, hostigamiento, amenazas o intimidación a cualquier miembro o grupo.',
  'Hate speech or discrimination based on race, ethnicity, religion, gender, sexual orientation, disability, age or any other identity.':
    'Discurso de odio o discriminación por raza, etnia, religión, género, orientación sexual, discapacidad, edad o cualquier otra identidad.',
  'Deliberately false or misleading information, including fabricated data and sources.':
    'Información deliberadamente falsa o engañosa, incluidos datos y fuentes inventados.',
  'Spam, advertising, affiliate links or repeated self-promotion not related to the discussion.':
    'Spam, publicidad, enlaces de afiliados o autopromoción repetida sin relación con el debate.',
  'Sexually explicit, violent or otherwise graphic material.':
    'Material sexualmente explícito, violento o gráfico de cualquier otro tipo.',
  'Impersonating other people, educators or Canopy staff.':
    'Hacerse pasar por otras personas, educadores o personal de Canopy.',
  'Sharing copyrighted course material or other content you do not have the right to share.':
    'Compartir material de cursos protegido por derechos de autor u otro contenido que no tienes derecho a compartir.',
  'Encouraging illegal or dangerous activity.': 'Fomentar actividades ilegales o peligrosas.',
  'Constructive Communication': 'Comunicación constructiva',
  'Help every conversation move the community forward.':
    'Ayuda a que cada conversación haga avanzar a la comunidad.',
  'Stay on topic. Post in the topic that fits, and start a new discussion for a new subject.':
    'No te salgas del tema. Publica en el tema que corresponda e inicia un debate nuevo para un asunto nuevo.',
  'Give your post a clear title and enough context for others to help.':
    'Dale a tu publicación un título claro y suficiente contexto para que otros puedan ayudarte.',
  'Back up claims with sources, and say so when something is your opinion or experience.':
    'Respalda tus afirmaciones con fuentes y aclara cuándo algo es tu opinión o tu experiencia.',
  'Offer feedback that is specific, actionable and kind — suggest, don’t scold.':
    'Ofrece comentarios concretos, útiles y amables: sugiere, no regañes.',
  'Search before posting; add to an existing discussion rather than repeating it.':
    'Busca antes de publicar; súmate a un debate existente en lugar de repetirlo.',
  'Share what worked for you, what did not, and what you learned. Practical experience is gold here.':
    'Comparte lo que te funcionó, lo que no y lo que aprendiste. Aquí la experiencia práctica vale oro.',
  'Enforcement & Reporting': 'Cumplimiento y denuncias',
  'How we keep the community safe, and how you can help.':
    'Cómo mantenemos segura la comunidad y cómo puedes ayudar.',
  'If you see something that breaks these guidelines, please report it rather than replying to it.':
    'Si ves algo que incumple estas normas, denúncialo en lugar de responder.',
  '; reports are confidential and reviewed by our moderators, usually within one working day.':
    '; las denuncias son confidenciales y nuestros moderadores las revisan, normalmente en un día hábil.',
  'Depending on how serious and how repeated a violation is, moderators may:':
    'Según la gravedad y la reiteración de una infracción, los moderadores pueden:',
  'remove or edit the content and send you a reminder of these guidelines;':
    'eliminar o editar el contenido y enviarte un recordatorio de estas normas;',
  'issue a formal warning;': 'emitir una advertencia formal;',
  'temporarily suspend posting, or suspend the account;':
    'suspender temporalmente la posibilidad de publicar o suspender la cuenta;',
  'permanently close the account for severe or repeated violations.':
    'cerrar la cuenta de forma definitiva ante infracciones graves o reiteradas.',
  'If you believe a decision was made in error, reply to the moderator’s message within 14 days and a different moderator will review it.':
    'Si crees que una decisión fue un error, responde al mensaje del moderador en un plazo de 14 días y otro moderador la revisará.',
  // Discussion page
  Deleted: 'Eliminado',
  'Hidden from the forum': 'Oculto en el foro',
  'This post was deleted. Only administrators can see it.':
    'Esta publicación se eliminó. Solo los administradores pueden verla.',
  'Members flagged this post, or a moderator hid it. Only you and the moderators can see it until it is reviewed.':
    'Algunos miembros reportaron esta publicación o un moderador la ocultó. Solo tú y los moderadores pueden verla hasta que se revise.',
  'Reply by {{name}}': 'Respuesta de {{name}}',
  Answer: 'Solución',
  Discussion: 'Debate',
  'Back to Topic': 'Volver al tema',
  'Discussion not found': 'No se encontró el debate',
  'This discussion does not exist, or it has been removed.': 'Este debate no existe o se ha eliminado.',
  "We couldn't load this discussion": 'No pudimos cargar este debate',
  Forum: 'Foro',
  '{{count}} Replies_one': '{{count}} respuesta',
  '{{count}} Replies_many': '{{count}} respuestas',
  '{{count}} Replies_other': '{{count}} respuestas',
  'No replies yet. Be the first to reply!': 'Todavía no hay respuestas. ¡Sé el primero en responder!',
  // Forum page
  'Sustainability Forum': 'Foro de sostenibilidad',
  'Ask questions, share what works and learn from people changing their corner of the world.':
    'Haz preguntas, comparte lo que funciona y aprende de personas que están cambiando su rincón del mundo.',
  'Have something to share?': '¿Tienes algo que compartir?',
  'A question, a success, a resource you found useful: every post helps someone take their next step.':
    'Una pregunta, un logro, un recurso que te resultó útil: cada publicación ayuda a alguien a dar su siguiente paso.',
  'Create New Post': 'Crear publicación',
  // Profile
  '{{name}} · Forum member': '{{name}} · Miembro del foro',
  'Forum member': 'Miembro del foro',
  'Back to Forum': 'Volver al foro',
  'Member not found': 'No se encontró al miembro',
  'This member has not taken part in the forum yet.': 'Este miembro todavía no ha participado en el foro.',
  "We couldn't load this profile": 'No pudimos cargar este perfil',
  Replies: 'Respuestas',
  'Helpful marks received': 'Marcas de útil recibidas',
  Answers: 'Soluciones',
  'Joined {{date}}': 'Se unió en {{date}}',
  'Recent discussions': 'Debates recientes',
  '{{name}} has not started a discussion yet.': '{{name}} todavía no ha iniciado ningún debate.',
  // Topic page
  'Forum Topic #{{id}}': 'Tema del foro n.º {{id}}',
  'Forum topic': 'Tema del foro',
  'Topic not found': 'No se encontró el tema',
  'This topic does not exist or has been removed.': 'Este tema no existe o se ha eliminado.',
  'No discussions yet': 'Todavía no hay debates',
  'No discussions found in this topic. Be the first to start a discussion!':
    'No hay debates en este tema. ¡Sé el primero en iniciar uno!',
  'Start a discussion': 'Iniciar un debate',
  'Course discussions': 'Debates del curso',
  '{{count}} contributions in the last 30 days_one': '{{count}} aportación en los últimos 30 días',
  '{{count}} contributions in the last 30 days_many': '{{count}} aportaciones en los últimos 30 días',
  '{{count}} contributions in the last 30 days_other': '{{count}} aportaciones en los últimos 30 días',
  'Discussions in This Topic': 'Debates de este tema',
};
