/**
 * The list's shape while the inbox asks who is signed in and for the leads (issue 56): the
 * rows' grey outlines where the rows will stand, so the screen does not jump when they
 * come, and the words a screen reader hears meanwhile. No spinner: it only says "wait".
 */
export function InboxSkeleton({ text, rows = 4 }: { text: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" data-testid="inbox-skeleton">
      <span className="sr-only">{text}</span>
      <ul className="mt-2 grid gap-3 sm:mt-3" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="card grid gap-2.5 p-4 sm:p-5">
            <span className="h-5 w-2/5 rounded bg-surface-sunk" />
            <span className="h-4 w-4/5 rounded bg-surface-sunk" />
            <span className="h-4 w-1/3 rounded bg-surface-sunk" />
          </li>
        ))}
      </ul>
    </div>
  );
}
