import { IncomingMessage, ServerResponse, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

type Constructor = (this: unknown, ...args: unknown[]) => void;

/** True when `fn` is an ES5 constructor (callable on an existing `this`), as Node's HTTP classes are up to now. */
function callable(fn: unknown): fn is Constructor {
  return typeof fn === 'function' && !/^class\b/.test(Function.prototype.toString.call(fn));
}

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
 * so Express's `setPrototypeOf` finds it already set and changes nothing (the language says so, and V8
 * returns before touching the map). Everything else is as before: the objects are Node's own, built by Node's
 * constructors. Should a later Node make those constructors ES classes (not callable on an existing object),
 * the server keeps Node's classes and Express's path, as before.
 */
export function appServerClasses(app: Express): Pick<ServerOptions, 'IncomingMessage' | 'ServerResponse'> {
  const nodeRequest: unknown = IncomingMessage;
  const nodeResponse: unknown = ServerResponse;
  if (!callable(nodeRequest) || !callable(nodeResponse)) return {};
  const request = nodeRequest;
  const response = nodeResponse;
  function AppRequest(this: unknown, socket: Socket) {
    request.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: unknown, req: IncomingMessage, options?: unknown) {
    response.call(this, req, options);
  }
  AppResponse.prototype = app.response;
  return {
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
}
