import dns from "node:dns";

/**
 * Preloaded (node --import) into a program that cannot be handed a lookup function of its
 * own, such as the Observatory's scanner: FRONT_DOMAIN resolves to 127.0.0.1, every other
 * name as usual. Node's sockets read dns.lookup when they connect, so replacing it here
 * is enough.
 */
const domain = process.env.FRONT_DOMAIN;
const lookup = dns.lookup;

dns.lookup = function lookupFront(hostname, options, callback) {
  if (hostname !== domain) return lookup.call(this, hostname, options, callback);
  const done = typeof options === "function" ? options : callback;
  const all = typeof options === "object" && options !== null && options.all;
  process.nextTick(() =>
    all ? done(null, [{ address: "127.0.0.1", family: 4 }]) : done(null, "127.0.0.1", 4),
  );
};
