import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { Panel } from "~/admin/parts/panel";
import { Button } from "~/components/ui/button";
import { adminScheduleCopy } from "~content/admin-schedule";
import type { FeedInfo } from "~contracts/admin-schedule";
import { InputField } from "./schedule-field";

const copy = adminScheduleCopy.feeds;
const labelMax = 60;

type Errors = { label?: string; url?: string; form?: string };

/**
 * The owner's calendars: each shown by its name and a masked address, with how old its
 * copy is and its last error; an address is pasted once and never shown back whole.
 */
export function FeedsPanel({
  feeds,
  onFeeds,
}: {
  feeds: FeedInfo[];
  onFeeds: (feeds: FeedInfo[]) => void;
}) {
  const { client, announce } = useAdmin();
  const [label, setLabel] = useState("");
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [adding, setAdding] = useState(false);
  const heading = useRef<HTMLDivElement>(null);

  async function add() {
    const found: Errors = {};
    if (label.trim().length > labelMax) found.label = copy.errors.labelLong;
    if (!url.trim()) found.url = copy.errors.empty;
    setErrors(found);
    if (found.label || found.url) {
      document.getElementById(found.label ? "feed-label" : "feed-url")?.focus();
      return;
    }
    setAdding(true);
    try {
      const info = await client.addFeed(label.trim(), url.trim());
      onFeeds(info.feeds);
      announce(copy.added(label.trim() || copy.defaultLabel));
      setLabel("");
      setUrl("");
    } catch (failure) {
      if (isApiFailure(failure, 401)) return;
      if (isApiFailure(failure, 400)) {
        setErrors({ url: failure.message });
        document.getElementById("feed-url")?.focus();
      } else {
        setErrors({ form: isApiFailure(failure, 409) ? failure.message : copy.errors.failed });
      }
    } finally {
      setAdding(false);
    }
  }

  async function remove(feed: FeedInfo) {
    try {
      await client.removeFeed(feed.id);
    } catch (failure) {
      if (isApiFailure(failure, 401)) return;
      if (!isApiFailure(failure, 404)) {
        setErrors({ form: copy.errors.failed });
        return;
      }
    }
    onFeeds(feeds.filter((other) => other.id !== feed.id));
    announce(copy.removed(feed.label));
    heading.current?.querySelector("h2")?.focus();
  }

  return (
    <div ref={heading}>
      <Panel id="schedule-feeds" title={copy.heading}>
        <p className="mt-1 text-[0.9375rem] text-ink-soft">{copy.intro}</p>
        {feeds.length === 0 ? <p className="mt-4 text-ink-muted">{copy.none}</p> : null}
        <ul className="mt-4 space-y-3" data-testid="feeds">
          {feeds.map((feed) => (
            <li
              key={feed.id}
              className="flex items-start gap-3 rounded-control border border-line p-3 sm:p-4"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{feed.label}</p>
                <p className="font-mono text-sm break-all text-ink-soft">{feed.address}</p>
                <p className="mt-1 text-[0.9375rem] text-ink-soft">
                  {copy.copy(feed.copyAgeMinutes)}
                </p>
                {feed.error ? (
                  <p className="mt-1 text-[0.9375rem] font-semibold text-error">
                    {copy.error(feed.error, feed.errorAgeMinutes)}
                  </p>
                ) : null}
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="px-3"
                aria-label={copy.remove(feed.label)}
                onClick={() => void remove(feed)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <form
          noValidate
          className="mt-6 grid gap-4 sm:grid-cols-[1fr_2fr]"
          onSubmit={(event) => {
            event.preventDefault();
            if (!adding) void add();
          }}
        >
          <InputField
            field={{
              id: "feed-label",
              label: copy.label,
              hint: copy.labelHint,
              error: errors.label,
            }}
            type="text"
            autoComplete="off"
            maxLength={labelMax + 20}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
          />
          <InputField
            field={{
              id: "feed-url",
              label: copy.address,
              hint: copy.addressHint,
              error: errors.url,
            }}
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <div className="space-y-3 sm:col-span-2">
            {errors.form ? (
              <p role="alert" className="font-semibold text-error">
                {errors.form}
              </p>
            ) : null}
            <Button type="submit" variant="secondary" loading={adding}>
              {adding ? copy.adding : copy.add}
            </Button>
          </div>
        </form>
      </Panel>
    </div>
  );
}
