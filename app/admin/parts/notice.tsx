import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";

const tones = {
  error: { box: "border-error/30 bg-error-soft text-error", Icon: CircleAlert },
  success: { box: "border-success/30 bg-success-soft text-success", Icon: CircleCheck },
  info: { box: "border-line bg-card text-ink", Icon: Info },
} as const;

/**
 * A message in the flow of a screen. `role` is given where it should be announced as it
 * appears: `alert` for a failure the person must act on, `status` for the rest.
 */
export function Notice({
  tone,
  children,
  role,
  action,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  role?: "alert" | "status";
  action?: ReactNode;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={role}
      className={`flex flex-wrap items-start gap-x-3 gap-y-2 rounded-control border px-4 py-3 ${box}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-52 font-medium">{children}</div>
      {action ? <div className="basis-full pl-8 sm:basis-auto sm:pl-0">{action}</div> : null}
    </div>
  );
}
