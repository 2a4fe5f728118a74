// @ts-expect-error jsdom ships no types and @types/jsdom isn't installed: this is the part tests use.
import { JSDOM as UntypedJSDOM } from 'jsdom';

/** jsdom for server tests that read HTML or XML the way a browser or a crawler would. */
export const JSDOM = UntypedJSDOM as new (html?: string) => { window: Window & typeof globalThis };
