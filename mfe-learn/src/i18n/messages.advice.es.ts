/**
 * Spanish for the fixed advice the course service gives in English (adviceTexts of @canopy/contracts): an
 * assessment's recommendations and strategies and the insights' actionable steps, translated by their wording.
 */
export const learnAdviceEs: Record<string, string> = {
  'Retrieval practice with pictures: after a video lesson, sketch from memory a diagram of its main ideas, then compare it with the lesson.':
    'Práctica de recuperación con imágenes: después de una lección en video, dibuja de memoria un diagrama de sus ideas principales y luego compáralo con la lección.',
  'Worked examples on screen: pause at each step of a worked example in a video and predict the next step before you watch it.':
    'Ejemplos resueltos en pantalla: pausa en cada paso de un ejemplo resuelto en video y predice el siguiente paso antes de verlo.',
  'Self-explanation out loud: after each lesson, explain its key idea aloud in two minutes, as if to a friend, and note what you could not explain.':
    'Autoexplicación en voz alta: después de cada lección, explica su idea clave en voz alta en dos minutos, como si se la contaras a un amigo, y anota lo que no pudiste explicar.',
  'Retrieval practice in conversation: in live sessions and forum discussions, answer a question from memory before you look anything up.':
    'Práctica de recuperación conversando: en las sesiones en vivo y en las discusiones del foro, responde una pregunta de memoria antes de buscar nada.',
  'Retrieval practice in writing: close the lesson’s document and write down everything you remember, then check it against the text.':
    'Práctica de recuperación por escrito: cierra el documento de la lección, escribe todo lo que recuerdes y luego compáralo con el texto.',
  'Self-explanation in writing: after each section, write one or two sentences on why the idea holds and how it links to what you already know.':
    'Autoexplicación por escrito: después de cada sección, escribe una o dos oraciones sobre por qué la idea es válida y cómo se relaciona con lo que ya sabes.',
  'Learning by doing, then recalling: try each lesson’s practical application, then write from memory which steps you took and why.':
    'Aprender haciendo y luego recordar: prueba la aplicación práctica de cada lección y después escribe de memoria qué pasos seguiste y por qué.',
  'Worked examples first: study one worked example of a task before trying a similar task yourself, then compare the two.':
    'Primero, ejemplos resueltos: estudia un ejemplo resuelto de una tarea antes de intentar una tarea parecida por tu cuenta y luego compara ambas.',
  'Spacing: come back to each lesson’s key points a day, a week and a month later, in whichever format you enjoy; short, spread-out reviews beat one long session.':
    'Espaciado: vuelve a los puntos clave de cada lección un día, una semana y un mes después, en el formato que más disfrutes; los repasos breves y espaciados rinden más que una sola sesión larga.',
  'Spread your study over several short sessions each week instead of one long one.':
    'Reparte tu estudio en varias sesiones cortas cada semana en lugar de una sola larga.',
  'Test yourself before re-reading: recalling from memory and taking quizzes strengthen learning more than reviewing notes.':
    'Ponte a prueba antes de releer: recordar de memoria y hacer cuestionarios fortalecen el aprendizaje más que repasar los apuntes.',
  'Once the basics are familiar, mix related topics in one session so you practise choosing the right idea for each problem.':
    'Cuando ya domines lo básico, mezcla temas relacionados en una misma sesión para practicar cómo elegir la idea adecuada para cada problema.',
  'Start each new kind of task with a worked example, and set a small weekly hours goal you can meet: early successes build confidence.':
    'Empieza cada nuevo tipo de tarea con un ejemplo resuelto y fija un objetivo semanal de horas pequeño que puedas cumplir: los primeros logros generan confianza.',
  'Set a weekly hours goal on each course and use your quiz results to decide what to review next.':
    'Fija un objetivo semanal de horas en cada curso y usa los resultados de tus cuestionarios para decidir qué repasar después.',
  'Stretch yourself: try a lesson’s quiz before you feel fully ready, and explain ideas to others in the forum.':
    'Ponte nuevos retos: intenta el cuestionario de una lección antes de sentirte del todo listo y explica ideas a otras personas en el foro.',
  'Before a new kind of task, study one worked example from start to finish.':
    'Antes de un nuevo tipo de tarea, estudia un ejemplo resuelto de principio a fin.',
  'Set a weekly hours goal on a course that you are sure you can meet.':
    'Fija en un curso un objetivo semanal de horas que estés seguro de poder cumplir.',
  'After each lesson, write down three things you remember, then check them.':
    'Después de cada lección, escribe tres cosas que recuerdes y luego verifícalas.',
  'Try a lesson’s quiz before you feel fully ready; wrong answers show what to review.':
    'Intenta el cuestionario de una lección antes de sentirte del todo listo; las respuestas incorrectas muestran qué repasar.',
  'Explain an idea from the course to others in the forum.':
    'Explica una idea del curso a otras personas en el foro.',
  'Keep the same rhythm: several short sessions spread over the week.':
    'Mantén el mismo ritmo: varias sesiones cortas repartidas en la semana.',
  'Begin each session by recalling the last lesson from memory before moving on.':
    'Empieza cada sesión recordando de memoria la última lección antes de seguir.',
  'Book two or three short study slots this week: spaced sessions work better than one long one.':
    'Reserva dos o tres ratos cortos de estudio esta semana: las sesiones espaciadas funcionan mejor que una sola larga.',
  'Open the next lesson now and give it ten minutes.':
    'Abre ahora la siguiente lección y dedícale diez minutos.',
  'If the goal no longer fits your week, change it in the course’s learning goals.':
    'Si el objetivo ya no se ajusta a tu semana, cámbialo en los objetivos de aprendizaje del curso.',
  'Come back to these topics in a week and recall the main points without notes: spacing keeps them.':
    'Vuelve a estos temas en una semana y recuerda los puntos principales sin apuntes: el espaciado ayuda a retenerlos.',
  'Take the next lesson’s quiz soon after the lesson, while it is fresh, then again later.':
    'Haz el cuestionario de la siguiente lección poco después de terminarla, mientras la tienes fresca, y otra vez más adelante.',
  'Go back to the quiz’s lesson, then close it and recall the main points from memory.':
    'Vuelve a la lección del cuestionario, luego ciérrala y recuerda de memoria los puntos principales.',
  'Read the explanations shown for the questions you missed.':
    'Lee las explicaciones que se muestran para las preguntas que fallaste.',
  'Retake the quiz a day later rather than straight away: spaced retrieval lasts longer.':
    'Vuelve a hacer el cuestionario un día después en lugar de hacerlo enseguida: la recuperación espaciada dura más.',
  'Before opening the next lesson, write down what you remember of the last one: a quick retrieval warm-up.':
    'Antes de abrir la siguiente lección, escribe lo que recuerdes de la anterior: un calentamiento rápido de recuperación.',
  'Give the next lesson ten minutes today.': 'Dedícale hoy diez minutos a la siguiente lección.',
  'Whatever the format, end each lesson by noting three points from memory.':
    'Sea cual sea el formato, termina cada lección anotando tres puntos de memoria.',
  'Try a lesson in the other format this week: a second way into the same idea helps it stick.':
    'Prueba esta semana una lección en el otro formato: una segunda forma de llegar a la misma idea ayuda a fijarla.',
};
