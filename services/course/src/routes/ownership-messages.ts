// The 404 of an educator's call on something that is not theirs: the service does not say which of the two it is,
// so another educator's course cannot be told from a missing one.
export const foreignCourse = 'No such course, or another educator’s.';
export const foreignModule = 'No such module, or in another educator’s course.';
export const foreignLesson = 'No such lesson, or in another educator’s course.';
export const foreignQuiz = 'No such quiz, or in another educator’s course.';
