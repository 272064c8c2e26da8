import type { FieldErrors } from 'react-hook-form';
import { fieldMessage } from '../../../lib/fieldMessage';
import type { QuizForm } from './quizForm';

type Loose = { message?: unknown; root?: { message?: unknown } } | undefined;

/**
 * The message at a path of the editor's errors. Array-level messages (too few options, no correct answer) sit
 * either on the array itself or on its `root`, depending on whether inputs of that array are registered. In the
 * current language (the contract's sentence through the `messages` namespace).
 */
export function errorAt(errors: FieldErrors<QuizForm>, path: (string | number)[]): string | undefined {
  let node: unknown = errors;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  const found = node as Loose;
  const message = found?.message ?? found?.root?.message;
  return typeof message === 'string' ? fieldMessage(message) : undefined;
}
