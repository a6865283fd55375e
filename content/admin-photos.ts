/**
 * The inbox's words for a lead's photos and texted pictures shown full size (issue 52):
 * the viewer a thumbnail opens, with its swipe, arrows and keys.
 */
export const adminPhotosCopy = {
  viewer: {
    title: (name: string) => `Photos from ${name}`,
    picturesTitle: (name: string) => `Pictures texted by ${name}`,
    close: "Close photo viewer",
    previous: "Previous photo",
    next: "Next photo",
    counter: (position: number, total: number) => `${position} of ${total}`,
    slide: (position: number, total: number) => `Photo ${position} of ${total}`,
    hint: "Swipe, or use the left and right arrow keys, to see the others.",
  },
} as const;
