// jsdom ships no types and @types/jsdom is not a dependency: the little of it the bench uses
// (./medical-record-render.tsx).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
