import { Spinner } from "~/components/ui/spinner";

/** While the island asks the server who is signed in, or checks a link. */
export function LoadingScreen({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-lg text-ink-soft">
      <Spinner className="size-6" />
      {text}
    </p>
  );
}
