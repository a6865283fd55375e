import { describe, expect, it } from "vitest";
import { routes } from "~contracts/routes";
import { pathOfView, viewFromPath } from "../route";

describe("the Schedule and Agenda addresses (issue 55)", () => {
  it("open their screens, and their screens give back their addresses", () => {
    expect(viewFromPath(routes.adminSchedule)).toEqual({ screen: "schedule" });
    expect(viewFromPath(`${routes.adminAgenda}/`)).toEqual({ screen: "agenda" });
    expect(pathOfView({ screen: "schedule" })).toBe("/admin/schedule");
    expect(pathOfView({ screen: "agenda" })).toBe("/admin/agenda");
    expect(viewFromPath("/admin/schedule/more")).toEqual({ screen: "inbox" });
  });
});
