/** The review platforms a client may tell us about: the form's choices and the server's rule. */
export const reviewPlatforms = ["google", "yelp", "facebook"] as const;
export type ReviewPlatform = (typeof reviewPlatforms)[number];
