// jsdom ships no types and @types/jsdom is not a dependency: the little this service uses, declared here.
declare module 'jsdom' {
  export class VirtualConsole {
    constructor();
  }
  export interface ConstructorOptions {
    url?: string;
    contentType?: string;
    /** Left unset, no script in the document ever runs. */
    runScripts?: 'dangerously' | 'outside-only';
    resources?: 'usable';
    virtualConsole?: VirtualConsole;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: { document: Document; close(): void };
  }
}
