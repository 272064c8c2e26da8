import { setFlagsFromString } from 'node:v8';

let check: ((a: object, b: object) => boolean) | undefined;

/**
 * V8's own answer to "do these two objects have one hidden class (map)?": what inline caches key on, so two
 * requests whose objects differ here cost every property access a lookup in the runtime. Tests only: it turns
 * on V8's natives syntax for the functions compiled after it.
 */
export function haveOneHiddenClass(a: object, b: object): boolean {
  if (!check) {
    setFlagsFromString('--allow-natives-syntax');
    check = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
  }
  return check(a, b);
}
