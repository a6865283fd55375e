/** The photo beside a service or general contracting page's heading: its width at each size. */
export const heroPhotoSizes = "(min-width: 1216px) 660px, (min-width: 1024px) 54vw, 100vw";
