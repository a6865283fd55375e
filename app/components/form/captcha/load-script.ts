/** A third-party script that did not arrive in this long counts as failed. */
const scriptTimeoutMs = 15_000;

const pending = new Map<string, Promise<void>>();

/**
 * Loads a provider's script once. The provider calls `window[callbackName]` when its API
 * is ready (explicit rendering), which is later than the script's own load event.
 */
export function loadScript(src: string, callbackName: string): Promise<void> {
  const existing = pending.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const globals = window as unknown as Record<string, unknown>;
    const timer = setTimeout(() => fail(new Error(`Timed out loading ${src}`)), scriptTimeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      pending.delete(src);
      script.remove();
      reject(error);
    }
    globals[callbackName] = () => {
      clearTimeout(timer);
      resolve();
    };
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onerror = () => fail(new Error(`Failed to load ${src}`));
    document.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}
