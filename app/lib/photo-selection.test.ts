import { describe, expect, it } from "vitest";
import { planPhotoAdditions, type FileFacts } from "./photo-selection";

const megabyte = 1024 * 1024;

function photo(name: string, size = 3 * megabyte, type = "image/jpeg"): FileFacts {
  return { name, type, size };
}

describe("planPhotoAdditions", () => {
  it("accepts up to five photos", () => {
    const files = ["a", "b", "c", "d", "e"].map((name) => photo(`${name}.jpg`));
    expect(planPhotoAdditions(files, 0)).toEqual({ accepted: files, notices: [] });
  });

  it("keeps the first photos that fit and says how many were left out", () => {
    const files = ["a", "b", "c"].map((name) => photo(`${name}.jpg`));
    const plan = planPhotoAdditions(files, 4);
    expect(plan.accepted.map((file) => file.name)).toEqual(["a.jpg"]);
    expect(plan.notices).toEqual(["You can add up to 5 photos, so 2 photos were left out."]);
    expect(planPhotoAdditions([photo("f.jpg")], 5).notices).toEqual([
      "You can add up to 5 photos, so 1 photo was left out.",
    ]);
  });

  it("names a file that is not an image", () => {
    const plan = planPhotoAdditions([photo("quote.pdf", 20_000, "application/pdf")], 0);
    expect(plan.accepted).toEqual([]);
    expect(plan.notices).toEqual([
      '"quote.pdf" is not a photo. Please choose a JPEG, PNG or HEIC photo.',
    ]);
  });

  it("names a file too large to read", () => {
    const plan = planPhotoAdditions([photo("huge.png", 26 * megabyte, "image/png")], 0);
    expect(plan.accepted).toEqual([]);
    expect(plan.notices).toEqual([
      '"huge.png" is larger than 25 MB. Please choose a smaller photo.',
    ]);
  });

  it("lets a file of no declared type (a HEIC on some systems) reach the decoder", () => {
    const heic = photo("IMG_0042.HEIC", 2 * megabyte, "");
    expect(planPhotoAdditions([heic], 0).accepted).toEqual([heic]);
  });

  it("does not count refused files toward the five", () => {
    const files = [photo("notes.txt", 10, "text/plain"), photo("a.jpg"), photo("b.jpg")];
    const plan = planPhotoAdditions(files, 3);
    expect(plan.accepted.map((file) => file.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(plan.notices).toHaveLength(1);
  });
});
