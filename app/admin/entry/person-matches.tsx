import { useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { Notice } from "~/admin/parts/notice";
import { formatDateTime } from "~/admin/parts/time";
import { useNow } from "~/admin/parts/use-now";
import { adminCopy } from "~content/admin";
import type { PersonMatch } from "~contracts/admin-api";
import { displayPhone } from "~contracts/phone";

const copy = adminCopy.entry;

export type MatchChoice = {
  matches: PersonMatch[] | null;
  failed: boolean;
  chosen: string[];
  toggle: (id: string) => void;
  /** Loads the matches afresh, as the dialog opens; this entry alone is ticked. */
  load: () => void;
};

/**
 * The entries that share this entry's e-mail address or phone, and the ones the owner
 * ticked: this entry at first, nothing else until they tick it.
 */
export function useMatchChoice(id: string): MatchChoice {
  const { client } = useAdmin();
  const [matches, setMatches] = useState<PersonMatch[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<string[]>([id]);

  function load() {
    setMatches(null);
    setFailed(false);
    setChosen([id]);
    client.personMatches(id).then(
      (found) => setMatches(found.matches),
      (failure: unknown) => setFailed(!isApiFailure(failure, 401)),
    );
  }

  const toggle = (one: string) =>
    setChosen((now) => (now.includes(one) ? now.filter((c) => c !== one) : [...now, one]));
  return { matches, failed, chosen: matches ? chosen : [], toggle, load };
}

/**
 * Every match as a checkbox, with its name, e-mail, phone, date and the key that found it:
 * the owner confirms which are the person's before anything is downloaded or erased.
 */
export function MatchList({ id, choice }: { id: string; choice: MatchChoice }) {
  const { matches, failed, chosen, toggle } = choice;
  const now = useNow();
  if (failed) {
    return (
      <Notice tone="error" role="alert">
        {copy.matchesFailed}
      </Notice>
    );
  }
  if (!matches) return <p role="status">{copy.matchesLoading}</p>;
  return (
    <fieldset className="mt-2">
      <legend className="font-semibold">{copy.matchesLegend}</legend>
      <ul className="mt-3 flex flex-col gap-3">
        {matches.map((match) => (
          <li
            key={match.id}
            className="flex items-start gap-3 rounded-control border border-line p-3"
          >
            <input
              id={`match-${match.id}`}
              type="checkbox"
              className="mt-0.5 size-6 shrink-0 cursor-pointer accent-accent"
              checked={chosen.includes(match.id)}
              onChange={() => toggle(match.id)}
            />
            <label htmlFor={`match-${match.id}`} className="min-w-0 cursor-pointer">
              {match.name}
              {match.id === id ? ` (${copy.thisEntry})` : ""}
              {match.kind === "review" ? ` · ${copy.reviewNotice}` : ""}
              <span className="block break-words text-ink-soft">
                {match.email ?? copy.noEmail} · {displayPhone(match.phone)}
              </span>
              <span className="block text-ink-soft">
                <time dateTime={match.createdAt}>{formatDateTime(match.createdAt, now)}</time>
                {" · "}
                {copy.matchedBy(match.matchedBy)}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
