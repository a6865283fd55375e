/**
 * `npm start` and the owner's commands on a laptop run with nothing configured (the README's
 * two commands). A deployment says NODE_ENV=production, and there PUBLIC_URL is required
 * (decision 195); where nothing says production, the site's origin is this machine's, which
 * the production rule accepts (plain http on loopback). The server itself defaults to none.
 */
export function withLocalOrigin(env) {
  if (env.NODE_ENV || env.PUBLIC_URL) return env;
  return { ...env, PUBLIC_URL: `http://localhost:${env.PORT || 3000}` };
}
