import { useEffect, useRef } from "react";
import { loadScript } from "./load-script";
import type { CaptchaWidgetProps } from "./types";

/** What reCAPTCHA v2 and Turnstile have in common for explicit rendering. */
type ExplicitApi = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | number;
  reset: (widgetId?: string | number) => void;
  remove?: (widgetId: string | number) => void;
};

type ProviderSpec = {
  scriptUrl: string;
  onloadName: string;
  api: () => ExplicitApi | undefined;
};

export const recaptchaSpec: ProviderSpec = {
  scriptUrl: "https://www.google.com/recaptcha/api.js?render=explicit&onload=__recaptchaReady",
  onloadName: "__recaptchaReady",
  api: () => (window as unknown as { grecaptcha?: ExplicitApi }).grecaptcha,
};

export const turnstileSpec: ProviderSpec = {
  scriptUrl:
    "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=__turnstileReady",
  onloadName: "__turnstileReady",
  api: () => (window as unknown as { turnstile?: ExplicitApi }).turnstile,
};

/**
 * reCAPTCHA v2 or Cloudflare Turnstile, rendered explicitly into a container once the
 * provider's script is ready. The script is requested only when this mounts.
 */
export function ProviderWidget({
  spec,
  siteKey,
  onVerified,
  onLoadError,
}: CaptchaWidgetProps & { spec: ProviderSpec; siteKey: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onVerified, onLoadError });
  useEffect(() => {
    callbacks.current = { onVerified, onLoadError };
  });

  useEffect(() => {
    let live = true;
    let widgetId: string | number | undefined;
    loadScript(spec.scriptUrl, spec.onloadName).then(
      () => {
        const api = spec.api();
        const container = containerRef.current;
        if (!live || !container) return;
        if (!api) return callbacks.current.onLoadError();
        widgetId = api.render(container, {
          sitekey: siteKey,
          callback: (token: string) => callbacks.current.onVerified(token),
          // An expired token is useless to the server: ask for a fresh one.
          "expired-callback": () => api.reset(widgetId),
        });
      },
      () => live && callbacks.current.onLoadError(),
    );
    return () => {
      live = false;
      if (widgetId !== undefined) spec.api()?.remove?.(widgetId);
    };
  }, [spec, siteKey]);

  return <div ref={containerRef} className="min-h-[78px]" />;
}
