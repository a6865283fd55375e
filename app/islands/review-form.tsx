import { ReviewForm } from "~/sections/review/review-form";

/** The review-completion form: the HTML is the whole form, hydration makes it send. */
export default function ReviewFormIsland({ headingId }: { headingId: string }) {
  return <ReviewForm headingId={headingId} />;
}
