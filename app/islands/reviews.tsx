import { reviewsContent } from "~content/home";
import { Reviews } from "~/sections/home/reviews";

/** The reviews band: Google links out, Yelp opens its dialog once hydrated. */
export default function ReviewsIsland() {
  return <Reviews content={reviewsContent} />;
}
