/** The environment with PUBLIC_URL set to this machine when nothing says production. */
export function withLocalOrigin(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
