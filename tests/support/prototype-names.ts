/**
 * Every name a plain object answers without holding it: Object.prototype's own properties
 * (`__proto__`, `constructor`, `toString`, `hasOwnProperty`, ...) and `prototype`. A lookup
 * of `object[key]` with a key a visitor chose must find none of them; tests feed each one
 * wherever a visitor's text becomes a key.
 */
export const prototypeNames: readonly string[] = [
  ...new Set([...Object.getOwnPropertyNames(Object.prototype), "prototype"]),
];

/** What a function's source looks like when one is shown by mistake. */
export const functionSource = /\bfunction\b|\[native code\]|\[object Object\]/;
