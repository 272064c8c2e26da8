import { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

export interface AppServerClasses {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
}

const made = new WeakMap<Express, AppServerClasses>();

/*
 * Express gives every request and response its app's prototype (`app.request`, `app.response`) by
 * `Object.setPrototypeOf` on each of them, in `app.handle`. Changing the prototype of a live object moves it to
 * a map V8 cannot share with the next one, so every property read and write on `req` and `res` afterwards — in
 * Node's HTTP code, the router, Express and ours — misses its inline cache and is looked up in the runtime.
 * Measured on a course service under 50 connections (`perf`, 1 December): 35–40% of its thread was
 * in those misses (`Runtime_LoadIC_Miss`, `Runtime_StoreIC_Miss`, map transitions); a bare Express 5 app
 * answered 2.4× the requests once they were gone (docs/PERFORMANCE.md).
 *
 * A server made with these classes creates each request and response with the app's prototype from the start,
 * so Express's `setPrototypeOf` finds it already set and changes nothing (the language says so, and V8 returns
 * before touching the map). They are subclasses of Node's own (`class extends`), for two reasons measured the
 * same day: V8 sizes a subclass's objects from its parent's constructor, where a plain function calling Node's
 * constructor on `this` gave responses too little room, so they fell back to a dictionary of properties (a bare
 * Express app answered 1.16× the requests with the subclass); and a subclass works whether Node's classes are
 * functions or ES classes.
 *
 * The subclass's prototype becomes the app's (`app.request`, `app.response`), inheriting from the one the app had,
 * so what was set on that one (the gateway's draining `writeHead`, `res.app`, a mounted app's chain) still holds.
 * One pair per app: asked again, the same classes.
 */
export function appServerClasses(app: Express): AppServerClasses {
  const known = made.get(app);
  if (known) return known;
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype as Express['request'];
  app.response = AppResponse.prototype as Express['response'];
  // The generic parameters of Node's typings do not follow a subclass; the objects are Node's own.
  const classes = {
    IncomingMessage: AppRequest,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
  made.set(app, classes);
  return classes;
}
