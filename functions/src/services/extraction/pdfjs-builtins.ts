/**
 * pdf.js's legacy build (the one that runs on Node 20) carries core-js, which replaces built-ins
 * process-wide as it loads when it judges the engine's own wrong for an edge case: on Node 20 (V8
 * 11.3) `Array.prototype.push` (for pushing onto an array whose length is read-only), and
 * `JSON.stringify` and `JSON.parse` (for `JSON.rawJSON` and a reviver's source text, which Node 20
 * does not have and nothing here uses). The replacements are written in JavaScript: after pdf.js
 * loaded, a push cost about four times as much, `JSON.stringify` seven times and `JSON.parse` with a
 * reviver ten times, in every module of the process (an API response too), and pdf.js's own parser
 * pushes several times per drawing operator. This module is imported by pdfjs.ts before pdf.js, so
 * it holds the engine's own functions; pdfjs.ts puts them back once pdf.js has loaded (decision 258).
 */

const saved = {
  push: Object.getOwnPropertyDescriptor(Array.prototype, 'push'),
  stringify: Object.getOwnPropertyDescriptor(JSON, 'stringify'),
  parse: Object.getOwnPropertyDescriptor(JSON, 'parse'),
};

/** Puts back the engine's push, JSON.stringify and JSON.parse as they were before pdf.js loaded. */
export function restoreBuiltins(): void {
  if (saved.push) Object.defineProperty(Array.prototype, 'push', saved.push);
  if (saved.stringify) Object.defineProperty(JSON, 'stringify', saved.stringify);
  if (saved.parse) Object.defineProperty(JSON, 'parse', saved.parse);
}
