/* The learner-quiz spec's quiz: one question of each type, and what must not reach the browser before submitting. */

export const QUESTIONS = [
  {
    type: 'single_choice',
    question: 'Which layer of soil holds the most organic matter?',
    options: ['Topsoil', 'Subsoil', 'Bedrock'],
    correctAnswers: ['Topsoil'],
    explanation: 'Topsoil is where roots, fungi and fallen leaves meet and break down.',
  },
  {
    type: 'multiple_choice',
    question: 'Which of these improve soil structure?',
    options: ['Compost', 'Cover crops', 'Heavy machinery', 'Mulch'],
    correctAnswers: ['Compost', 'Cover crops', 'Mulch'],
    explanation: 'Organic matter and living roots build crumbs; heavy machines compact them.',
  },
  {
    type: 'true_false',
    question: 'Earthworms harm garden soil.',
    correctAnswers: ['False'],
    explanation: 'Earthworm burrows let air and water in, and their casts are rich in nutrients.',
  },
  {
    type: 'short_answer',
    question: 'What do gardeners call decomposed organic matter added to feed the soil?',
    correctAnswers: ['compost'],
    explanation: 'Compost returns nutrients and feeds the life in the soil.',
  },
];
/** Keys that would give answers away; none may reach the browser before it submits. */
export const ANSWER_KEYS = ['correctAnswer', 'correctAnswers', 'explanation', 'isCorrect', 'correct'];

/** Every key anywhere in a JSON value. */
export function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}
