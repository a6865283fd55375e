import { useEffect, useRef, useState } from "react";
import { AltchaWidget } from "~/components/form/captcha/altcha-widget";
import { loadCaptchaConfig, type CaptchaConfig } from "~/components/form/captcha/captcha-config";
import { CaptchaLoading } from "~/components/form/captcha/captcha-loading";
import {
  ProviderWidget,
  recaptchaSpec,
  turnstileSpec,
} from "~/components/form/captcha/provider-widget";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { formCopy } from "~content/forms";
import { apiRoutes } from "~contracts/routes";
import { Icon } from "~/components/icon";

const copy = formCopy.verification;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onVerified: (token: string) => void;
  /** True once a token was handed over and the message is on its way. */
  sending: boolean;
  /** Called once the dialog has closed and focus is back where it came from. */
  onClosed?: () => void;
};

type Load = { state: "loading" } | { state: "ready"; config: CaptchaConfig } | { state: "failed" };

function providerName(config: CaptchaConfig | undefined): string {
  if (!config || config.provider === "off") return copy.providers.unknown;
  return copy.providers[config.provider];
}

/**
 * 'Security Verification Required': the captcha step between a valid form and the send.
 * Loaded with React.lazy by the form, so neither it nor any captcha code is in the page's
 * first bundle.
 */
export default function SecurityVerificationDialog({
  open,
  onOpenChange,
  onVerified,
  sending,
  onClosed,
}: Props) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [widgetFailed, setWidgetFailed] = useState(false);
  const handedOver = useRef(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadCaptchaConfig().then(
      (config) => live && setLoad({ state: "ready", config }),
      () => live && setLoad({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [open]);

  const verified = (token: string) => {
    if (handedOver.current) return;
    handedOver.current = true;
    onVerified(token);
  };

  // With the captcha switched off (development and tests only) there is nothing to solve.
  const off = load.state === "ready" && load.config.provider === "off";
  useEffect(() => {
    if (open && off && !handedOver.current) {
      handedOver.current = true;
      onVerified("");
    }
  }, [open, off, onVerified]);

  const config = load.state === "ready" ? load.config : undefined;
  const failed = load.state === "failed" || widgetFailed;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      size="sm"
      closeLabel={copy.close}
      onCloseAutoFocus={() => onClosed?.()}
    >
      <div className="min-h-20">
        {sending ? (
          <p role="status" className="flex items-center gap-3 py-4 font-medium text-ink">
            <Spinner className="size-5 text-accent" />
            {copy.sending}
          </p>
        ) : failed ? (
          <div role="alert" className="rounded-control border border-error/30 bg-error-soft p-4">
            <p className="text-ink">{copy.loadFailed(providerName(config))}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => window.location.reload()}
            >
              <Icon name="refresh-cw" className="size-4" />
              {copy.refresh}
            </Button>
          </div>
        ) : config?.provider === "altcha" ? (
          <AltchaWidget
            challengeUrl={config.challengeUrl ?? apiRoutes.captchaChallenge}
            onVerified={verified}
            onLoadError={() => setWidgetFailed(true)}
          />
        ) : config?.provider === "recaptcha" || config?.provider === "turnstile" ? (
          <ProviderWidget
            spec={config.provider === "recaptcha" ? recaptchaSpec : turnstileSpec}
            siteKey={config.siteKey ?? ""}
            onVerified={verified}
            onLoadError={() => setWidgetFailed(true)}
          />
        ) : (
          <CaptchaLoading />
        )}
      </div>
      <p className="mt-4 flex items-start gap-2 text-[0.9375rem] text-ink-soft">
        <Icon name="shield-check" className="mt-0.5 size-5 shrink-0 text-success" />
        {copy.note}
      </p>
    </Dialog>
  );
}
