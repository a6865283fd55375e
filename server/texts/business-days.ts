/**
 * The FCC's 10 business days to honor a revocation given in other words, counted from the
 * text's day: Saturdays and Sundays do not count (federal holidays are not modeled, so the
 * date shown is never later than the law's).
 */
export function honorBy(at: string, businessDays = 10): string {
  const day = new Date(at);
  let left = businessDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString();
}
