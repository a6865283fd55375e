import { useEffect, useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { Panel } from "~/admin/parts/panel";
import { Button } from "~/components/ui/button";
import { buttonClasses } from "~/components/ui/button-styles";
import { adminScheduleCopy } from "~content/admin-schedule";
import type { VisitFeedInfo, VisitFeedMade } from "~contracts/admin-schedule";
import { InputField } from "./schedule-field";

const copy = adminScheduleCopy.visitFeed;
const headingId = "schedule-visit-feed";
const fieldId = "visit-feed-address";
const addressField = () => document.getElementById(fieldId) as HTMLInputElement | null;

/** The day the address was made, on the business's clock, as the rest of the screen. */
const madeOn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(new Date(iso));

/**
 * The owner's private ICS feed of the visits (decision 260). A new address is shown once,
 * right after it is made, with Copy and a webcal:// link that subscribes the phone it is
 * tapped on; after that the screen says only that a feed is on and since when, since the
 * server keeps only the secret's hash.
 */
export function VisitFeedPanel({
  visitFeed,
  timeZone,
  onChange,
}: {
  visitFeed: VisitFeedInfo;
  timeZone: string;
  onChange: (visitFeed: VisitFeedInfo) => void;
}) {
  const { client, announce } = useAdmin();
  const [made, setMade] = useState<VisitFeedMade | null>(null);
  const [busy, setBusy] = useState<"make" | "off" | null>(null);
  const [failed, setFailed] = useState(false);

  // Once the new address is on screen, it is what to act on next.
  useEffect(() => {
    if (made) addressField()?.focus();
  }, [made]);

  async function act(which: "make" | "off") {
    setBusy(which);
    setFailed(false);
    try {
      if (which === "make") {
        const answer = await client.makeVisitFeed();
        setMade(answer);
        onChange({ since: answer.since });
        announce(copy.made);
      } else {
        await client.turnOffVisitFeed();
        setMade(null);
        onChange(null);
        announce(copy.turnedOff);
        document.getElementById(headingId)?.focus();
      }
    } catch (failure) {
      if (!isApiFailure(failure, 401)) setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  async function copyAddress(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      announce(copy.copied);
    } catch {
      addressField()?.select();
      announce(copy.copyFailed);
    }
  }

  return (
    <Panel id={headingId} title={copy.heading}>
      <p className="mt-1 text-[0.9375rem] text-ink-soft">{copy.intro}</p>
      {made ? (
        <div className="mt-4 space-y-3">
          <InputField
            field={{ id: fieldId, label: copy.address, hint: copy.addressHint }}
            type="text"
            readOnly
            value={made.address}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" size="sm" onClick={() => void copyAddress(made.address)}>
              {copy.copy}
            </Button>
            <a
              className={buttonClasses("secondary", "sm")}
              href={made.address.replace(/^https?:/, "webcal:")}
            >
              {copy.subscribe}
            </a>
          </div>
        </div>
      ) : visitFeed ? (
        <p className="mt-4">{copy.since(madeOn(visitFeed.since, timeZone))}</p>
      ) : (
        <p className="mt-4 text-ink-muted">{copy.none}</p>
      )}
      {failed ? (
        <p role="alert" className="mt-4 font-semibold text-error">
          {copy.failed}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          loading={busy === "make"}
          aria-describedby={visitFeed ? "visit-feed-renew-hint" : undefined}
          onClick={() => void act("make")}
        >
          {busy === "make" ? copy.making : visitFeed ? copy.renew : copy.make}
        </Button>
        {visitFeed ? (
          <Button variant="danger-quiet" loading={busy === "off"} onClick={() => void act("off")}>
            {copy.turnOff}
          </Button>
        ) : null}
      </div>
      {visitFeed ? (
        <p id="visit-feed-renew-hint" className="mt-2 text-[0.9375rem] text-ink-soft">
          {copy.renewHint}
        </p>
      ) : null}
    </Panel>
  );
}
