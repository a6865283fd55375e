import { describe, expect, it } from "vitest";
import { routes } from "~contracts/routes";
import { opensInPlace, pathOfView, tokenFromFragment, viewFromPath } from "./route";

describe("viewFromPath", () => {
  it("opens the inbox at /admin, with or without a trailing slash", () => {
    expect(viewFromPath("/admin")).toEqual({ screen: "inbox" });
    expect(viewFromPath("/admin/")).toEqual({ screen: "inbox" });
  });

  it("opens the lead the owner's text links to", () => {
    expect(viewFromPath(routes.adminLead("lead-123"))).toEqual({ screen: "lead", id: "lead-123" });
    expect(viewFromPath(`${routes.adminLead("lead-123")}/`)).toEqual({
      screen: "lead",
      id: "lead-123",
    });
  });

  it("decodes an id the route table encoded", () => {
    const id = "a b/c";
    expect(viewFromPath(routes.adminLead(id))).toEqual({ screen: "lead", id });
    expect(pathOfView({ screen: "lead", id })).toBe(routes.adminLead(id));
  });

  it("opens the Security screen a passkey notice links to", () => {
    expect(viewFromPath(routes.adminSecurity)).toEqual({ screen: "security" });
    expect(viewFromPath(`${routes.adminSecurity}/`)).toEqual({ screen: "security" });
    expect(pathOfView({ screen: "security" })).toBe(routes.adminSecurity);
    expect(viewFromPath(routes.adminSources)).toEqual({ screen: "sources" });
    expect(pathOfView({ screen: "sources" })).toBe(routes.adminSources);
  });

  it("falls back to the inbox for any other path under /admin", () => {
    for (const path of [
      "/admin/leads",
      "/admin/leads/",
      "/admin/leads/a/b",
      "/admin/nope",
      "/admin/leads/%E0%A4%A",
    ]) {
      expect(viewFromPath(path)).toEqual({ screen: "inbox" });
    }
  });

  it("round-trips every view through its path", () => {
    expect(viewFromPath(pathOfView({ screen: "inbox" }))).toEqual({ screen: "inbox" });
    expect(pathOfView({ screen: "inbox" })).toBe(routes.admin);
  });
});

describe("tokenFromFragment", () => {
  it("reads an invite or a sign-in link's token", () => {
    expect(tokenFromFragment("#invite=abc123")).toEqual({ kind: "invite", token: "abc123" });
    expect(tokenFromFragment("#link=xyz-789_")).toEqual({ kind: "link", token: "xyz-789_" });
  });

  it("finds nothing in an empty or foreign fragment", () => {
    expect(tokenFromFragment("")).toBeNull();
    expect(tokenFromFragment("#")).toBeNull();
    expect(tokenFromFragment("#main")).toBeNull();
    expect(tokenFromFragment("#invite=")).toBeNull();
  });
});

describe("opensInPlace", () => {
  const plain = {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
  };

  it("takes a plain click", () => {
    expect(opensInPlace(plain)).toBe(true);
  });

  it("leaves a new tab, a new window or a middle click to the browser", () => {
    expect(opensInPlace({ ...plain, metaKey: true })).toBe(false);
    expect(opensInPlace({ ...plain, ctrlKey: true })).toBe(false);
    expect(opensInPlace({ ...plain, shiftKey: true })).toBe(false);
    expect(opensInPlace({ ...plain, button: 1 })).toBe(false);
    expect(opensInPlace({ ...plain, defaultPrevented: true })).toBe(false);
  });
});
