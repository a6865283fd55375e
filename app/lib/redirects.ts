/** Old or alternative URLs and where they live now; the server answers these with 301. */
export const permanentRedirects: Readonly<Record<string, string>> = {
  "/client-review": "/review",
  "/general-contractor": "/gc-services",
};
