import { site } from "../../content/site";
import { type Config, publicOrigin } from "../config";

export type RelyingParty = {
  /** The origin the browser must be on: PUBLIC_URL, or this server's own in development. */
  origin: string;
  /** The passkeys' relying party: that origin's host name. */
  rpID: string;
  rpName: string;
  /** Cookies get Secure and the __Host- prefix when the site is served over HTTPS. */
  https: boolean;
};

export function relyingParty(config: Pick<Config, "PUBLIC_URL" | "HOST" | "PORT">): RelyingParty {
  const origin = publicOrigin(config);
  const url = new URL(origin);
  return {
    origin,
    rpID: url.hostname,
    rpName: site.name,
    https: url.protocol === "https:",
  };
}
