import { v8Native } from './v8-native';

let check: ((o: object) => boolean) | undefined;

/**
 * V8's own answer to "are this object's properties in fields of its hidden class, not in a dictionary?". An
 * object given too little room for what its constructors set falls back to a dictionary, where every property
 * access is a hash lookup.
 */
export function hasFastProperties(o: object): boolean {
  check ??= v8Native<[object]>(['o'], '%HasFastProperties(o)');
  return check(o);
}
