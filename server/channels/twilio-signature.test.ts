import { describe, expect, it } from "vitest";
import { isValidTwilioSignature, twilioPostProblem, twilioSignature } from "./twilio-signature";

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

describe("a signed post Twilio sent for this account", () => {
  const account = `AC${"0123456789abcdef".repeat(2)}`;
  const sid = `SM${"a".repeat(32)}`;
  const text: [string, string][] = [
    ["AccountSid", account],
    ["Body", "Hello"],
    ["MessageSid", sid],
    ["NumMedia", "0"],
    ["SmsSid", sid],
  ];

  it("passes Twilio's fields as they come", () => {
    expect(twilioPostProblem(text, account)).toBeUndefined();
    expect(twilioPostProblem([...text, ["CallSid", `CA${"F".repeat(32)}`]], account)).toBe(
      undefined,
    );
  });

  it("an attacker who moves a boundary into a SID, repeats a field or names another account is refused", () => {
    // Signs as the post above does: MessageSid + "SM…" + NumMedia + "0".
    const moved = text
      .filter(([name]) => name !== "NumMedia")
      .map(([name, value]): [string, string] =>
        name === "MessageSid" ? [name, `${value}NumMedia0`] : [name, value],
      );
    expect(twilioSignature("t", "u", moved)).toBe(twilioSignature("t", "u", text));
    expect(twilioPostProblem(moved, account)).toBe("MessageSid is not a SID");
    expect(twilioPostProblem([...text, ["Body", "again"]], account)).toBe(
      "the field Body is repeated",
    );
    expect(twilioPostProblem(text, `AC${"1".repeat(32)}`)).toBe("AccountSid is not this account's");
    expect(twilioPostProblem(text.slice(1), account)).toBe("AccountSid is not this account's");
    expect(twilioPostProblem([["CallSid", "CA1234567890ABCDE"], ...text], account)).toBe(
      "CallSid is not a SID",
    );
  });
});
