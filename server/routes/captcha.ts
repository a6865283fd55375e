import { apiAnswers } from "../../content/api-answers";
import { apiRoutes } from "../../contracts/routes";
import type { FastifyInstance } from "fastify";
import type { CaptchaProvider } from "../captcha/provider";

type CaptchaRouteOptions = { captcha: CaptchaProvider; rateLimitMax: number };

/** The widget's public settings, and fresh ALTCHA challenges when ALTCHA is the provider. */
export async function captchaRoutes(
  app: FastifyInstance,
  { captcha, rateLimitMax }: CaptchaRouteOptions,
) {
  app.get(apiRoutes.captchaConfig, async (_request, reply) => {
    return reply.header("Cache-Control", "no-cache").send(captcha.publicConfig);
  });

  app.get(
    apiRoutes.captchaChallenge,
    // Each solve needs one challenge; a few spares cover reloads and expired widgets.
    { config: { rateLimit: { max: rateLimitMax * 6, timeWindow: "1 minute" } } },
    async (_request, reply) => {
      if (!captcha.createChallenge) {
        return reply.code(404).send({ success: false, error: apiAnswers.noChallenge });
      }
      return reply.header("Cache-Control", "no-store").send(await captcha.createChallenge());
    },
  );
}
