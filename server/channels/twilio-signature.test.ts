import { describe, expect, it } from "vitest";
import { isValidTwilioSignature, twilioSignature } from "./twilio-signature";

// Twilio's published example: auth token 12345, a voice webhook's parameters, and the
// signature their documentation gives for them.
const example = {
  token: "12345",
  url: "https://mycompany.com/myapp.php?foo=1&bar=2",
  params: [
    ["CallSid", "CA1234567890ABCDE"],
    ["Caller", "+12349013030"],
    ["Digits", "1234"],
    ["From", "+12349013030"],
    ["To", "+18005551212"],
  ] as [string, string][],
  signature: "0/KCTR6DLpKmkAf8muzZqo1nDgQ=",
};

describe("Twilio's webhook signature", () => {
  it("matches the example in Twilio's documentation, whatever order the params came in", () => {
    expect(twilioSignature(example.token, example.url, example.params)).toBe(example.signature);
    const shuffled = [...example.params].reverse();
    expect(isValidTwilioSignature(example.token, example.url, shuffled, example.signature)).toBe(
      true,
    );
  });

  it("refuses a missing, forged or tampered signature", () => {
    const valid = (params: [string, string][], url = example.url, sig = example.signature) =>
      isValidTwilioSignature(example.token, url, params, sig);
    expect(valid(example.params, example.url, "")).toBe(false);
    expect(valid(example.params, example.url, "0/KCTR6DLpKmkAf8muzZqo1nDgQ")).toBe(false);
    expect(valid(example.params, example.url, "AAAAAAAAAAAAAAAAAAAAAAAAAAA=")).toBe(false);
    expect(valid([...example.params.slice(0, 4), ["To", "+18005551213"]])).toBe(false);
    expect(valid([...example.params, ["Body", "extra"]])).toBe(false);
    expect(valid(example.params, "https://mycompany.com/myapp.php?foo=1&bar=3")).toBe(false);
    expect(isValidTwilioSignature("54321", example.url, example.params, example.signature)).toBe(
      false,
    );
  });
});
