import { apiRoutes } from "../../app/lib/routes";
import type { FastifyInstance } from "fastify";

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
}
