import { Icon } from "~/components/icon";

const five = [0, 1, 2, 3, 4];

/** Five stars filled to the exact rating (4.9 fills 98%), labelled for screen readers. */
export function RatingStars({ value, label }: { value: number; label: string }) {
  const percent = `${(value / 5) * 100}%`;
  return (
    <span role="img" aria-label={label} className="relative inline-flex">
      <span className="flex gap-1 text-on-dark/35">
        {five.map((i) => (
          <Icon key={i} name="star-filled" className="size-6" />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex gap-1 overflow-hidden text-white"
        style={{ width: percent }}
      >
        {five.map((i) => (
          <Icon key={i} name="star-filled" className="size-6 shrink-0" />
        ))}
      </span>
    </span>
  );
}
