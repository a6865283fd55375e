import { newWebhookSecret } from "../../server/channels/webhook";
import { startTwilioStandIn, type TwilioStandIn } from "./twilio-stand-in";
import { standInAccountSid } from "./twilio-webhooks";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";

export const standInOwnerPhone = "+16305550142";

export type ChannelStandIns = {
  /** The settings that turn every channel on, pointed at the stand-ins. */
  env: Record<string, string>;
  twilio: TwilioStandIn;
  receiver: WebhookReceiver;
  close: () => Promise<void>;
};

/**
 * A Twilio Messages endpoint and a webhook receiver on loopback, as the tests use them:
 * the bench measures fan-out against services that answer like the real ones, locally.
 */
export async function startChannelStandIns(): Promise<ChannelStandIns> {
  // The account inbound texts name: the webhooks refuse a text for another account.
  const twilio = await startTwilioStandIn({ accountSid: standInAccountSid });
  const secret = newWebhookSecret();
  const receiver = await startWebhookReceiver({ secret });
  return {
    env: {
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: "+16305550100",
      TWILIO_API_URL: twilio.url,
      OWNER_SMS_TO: standInOwnerPhone,
      PUBLIC_URL: "https://example-contractor.com",
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: secret,
      ACK_EMAIL: "on",
    },
    twilio,
    receiver,
    close: async () => {
      await twilio.close();
      await receiver.close();
    },
  };
}
