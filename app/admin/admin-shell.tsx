import { LogOut, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { barButtonClasses } from "~/admin/parts/bar-button";
import { adminCopy } from "~content/admin";
import { site } from "~content/site";
import { routes } from "~contracts/routes";
import { Toast, type ToastMessage } from "./parts/toast";
import { ScheduleNavLinks } from "./schedule/schedule-nav";
import { opensInPlace } from "./route";
import { useAdmin } from "./admin-context";

type AdminShellProps = {
  /** The signed-in address, or null before sign-in (no sign-out button then). */
  email: string | null;
  onSignOut: () => void;
  signingOut: boolean;
  /** The polite live region's current words. */
  announcement: string;
  /** The same words, shown: the latest confirmation, with its Undo if it has one. */
  toast?: ToastMessage | null;
  children: ReactNode;
};

/**
 * The frame of every inbox screen: a dark bar with the company, the Security screen's link
 * and sign-out, then the screen.
 */
export function AdminShell({
  email,
  onSignOut,
  signingOut,
  announcement,
  toast = null,
  children,
}: AdminShellProps) {
  const { navigate } = useAdmin();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-ink text-on-dark">
        <div className="mx-auto flex min-h-16 w-full max-w-5xl items-center gap-3 px-4 sm:px-6">
          <p className="flex min-w-0 items-baseline gap-2 md:shrink-0">
            <span className="truncate text-lg font-bold tracking-tight">{site.shortName}</span>
            {/* Signed in, a phone's bar gives the app's name's room to the four buttons. */}
            <span
              className={`text-sm font-semibold tracking-[0.14em] text-on-dark-muted uppercase ${email ? "max-sm:hidden" : ""}`}
            >
              {adminCopy.appName}
            </span>
          </p>
          {email ? (
            <div className="ml-auto flex items-center gap-2 sm:gap-3">
              <p className="hidden max-w-80 truncate text-sm text-on-dark-muted lg:block">
                {adminCopy.signedInAs(email)}
              </p>
              <ScheduleNavLinks />
              {/* On a phone the bar has room for the icon alone; its name is still read. */}
              <a
                href={routes.adminSecurity}
                onClick={(event) => {
                  if (!opensInPlace(event)) return;
                  event.preventDefault();
                  navigate({ screen: "security" });
                }}
                className={barButtonClasses}
              >
                <ShieldCheck className="size-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{adminCopy.securityLink}</span>
              </a>
              <button
                type="button"
                onClick={onSignOut}
                aria-busy={signingOut || undefined}
                className={barButtonClasses}
              >
                <LogOut className="size-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{adminCopy.signOut}</span>
              </button>
            </div>
          ) : null}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
        {children}
        <div role="status" aria-live="polite" className="sr-only">
          {announcement}
        </div>
      </main>
      <Toast message={toast} />
    </div>
  );
}
