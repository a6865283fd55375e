import type { AltchaWidgetElement } from "altcha/types/generic";
import type {} from "altcha/types/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CaptchaLoading } from "./captcha-loading";
import type { CaptchaWidgetProps } from "./types";

/**
 * The self-hosted ALTCHA proof-of-work widget. Its module (about 30 KB gzip) is imported
 * only when the verification dialog opens, never with the page.
 */
export function AltchaWidget({
  challengeUrl,
  onVerified,
  onLoadError,
}: CaptchaWidgetProps & { challengeUrl: string }) {
  const [ready, setReady] = useState(false);
  const callbacks = useRef({ onVerified, onLoadError });
  useEffect(() => {
    callbacks.current = { onVerified, onLoadError };
  });

  useEffect(() => {
    let live = true;
    import("altcha").then(
      () => live && setReady(true),
      () => live && callbacks.current.onLoadError(),
    );
    return () => {
      live = false;
    };
  }, []);

  // Listeners go on in the ref callback, at commit, so no event the widget fires can arrive
  // before they are attached (a passive effect may run later than that).
  const attach = useCallback((widget: AltchaWidgetElement | null) => {
    if (!widget) return;
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) callbacks.current.onVerified(payload);
    };
    // An expired token is useless to the server: start over with a fresh challenge.
    const expired = () => widget.reset();
    widget.addEventListener("verified", verified);
    widget.addEventListener("expired", expired);
    return () => {
      widget.removeEventListener("verified", verified);
      widget.removeEventListener("expired", expired);
    };
  }, []);

  if (!ready) return <CaptchaLoading />;
  return (
    <altcha-widget
      ref={attach}
      challenge={challengeUrl}
      style={{
        "--altcha-max-width": "100%",
        "--altcha-border-radius": "0.5rem",
        "--altcha-color-primary": "#1e5bd8",
      }}
    />
  );
}
