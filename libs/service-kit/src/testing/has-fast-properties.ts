import { setFlagsFromString } from 'node:v8';

let check: ((o: object) => boolean) | undefined;

/**
 * V8's own answer to "are this object's properties in fields of its hidden class, not in a dictionary?". An
 * object given too little room for what its constructors set falls back to a dictionary, where every property
 * access is a hash lookup. Tests only: it turns on V8's natives syntax for the functions compiled after it.
 */
export function hasFastProperties(o: object): boolean {
  if (!check) {
    setFlagsFromString('--allow-natives-syntax');
    check = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;
  }
  return check(o);
}
