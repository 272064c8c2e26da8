import { setFlagsFromString } from 'node:v8';

/**
 * A function made of one of V8's natives (`%HaveSameMap(a, b)`), for tests that ask V8 itself how it holds an
 * object. Tests only: it turns on V8's natives syntax for the functions compiled after it.
 */
export function v8Native<A extends object[]>(params: string[], call: string): (...args: A) => boolean {
  setFlagsFromString('--allow-natives-syntax');
  return new Function(...params, `return ${call}`) as (...args: A) => boolean;
}
