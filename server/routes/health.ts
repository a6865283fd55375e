import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../contracts/routes";

type HealthOptions = { ping: () => Promise<boolean> | boolean };

/** 200 only while the database answers, so a load balancer stops sending leads otherwise. */
export async function healthRoutes(app: FastifyInstance, { ping }: HealthOptions) {
  app.get(apiRoutes.health, async (request, reply) => {
    try {
      if (await ping()) return { status: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "health check failed");
    }
    return reply.code(503).send({ status: "unavailable" });
  });

  /**
   * The caller's address as TRUST_PROXY makes of it, and whether a trusted proxy named it,
   * so `npm run doctor` can compare it with its own through the real front. It tells a
   * caller nothing but what the server believes about that caller: never the proxy's
   * address or the header as sent.
   */
  app.get(apiRoutes.healthClient, async (request, reply) => {
    // request.ips holds the peer and each address a trusted hop forwarded.
    const proxied = (request.ips?.length ?? 1) > 1;
    return reply.header("Cache-Control", "no-store").send({ address: request.ip, proxied });
  });
}
