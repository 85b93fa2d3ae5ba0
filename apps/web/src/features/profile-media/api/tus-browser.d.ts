/**
 * tus-js-client's browser build, imported by path (ADR 0045): its package maps the Node build to
 * it only through the legacy `browser` field, which the bundler honours and the test runner does
 * not; naming it keeps the browser's XMLHttpRequest and localStorage in both. Same API and types.
 */
declare module 'tus-js-client/lib.esm/browser/index.js' {
  export * from 'tus-js-client';
}
