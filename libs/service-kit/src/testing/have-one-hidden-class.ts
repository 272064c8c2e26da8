import { v8Native } from './v8-native';

let check: ((a: object, b: object) => boolean) | undefined;

/**
 * V8's own answer to "do these two objects have one hidden class (map)?": what inline caches key on, so two
 * requests whose objects differ here cost every property access a lookup in the runtime.
 */
export function haveOneHiddenClass(a: object, b: object): boolean {
  check ??= v8Native<[object, object]>(['a', 'b'], '%HaveSameMap(a, b)');
  return check(a, b);
}
