// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminContext } from "~/admin/admin-context";
import { createAdminClient } from "~/admin/client/client";
import { adminRoutes } from "~contracts/admin-api";
import { useEntryAction } from "./use-entry-action";

const failed = "Could not do it. Try again.";

function setUp(status: number) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      status < 300 ? new Response(null, { status }) : Response.json({ error: "No" }, { status }),
    ),
  );
  const onSignedOut = vi.fn();
  const announce = vi.fn();
  const refresh = vi.fn(async () => undefined);
  const client = createAdminClient({ onSignedOut });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext.Provider value={{ client, navigate: vi.fn(), announce }}>
      {children}
    </AdminContext.Provider>
  );
  const { result } = renderHook(() => useEntryAction(refresh, failed), { wrapper });
  const run = () =>
    act(() =>
      result.current.run(async () => {
        await client.addNote("lead-1", "Called.");
        return { text: "Note saved." };
      }),
    );
  return { result, run, onSignedOut, announce, refresh };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a lead's action", () => {
  it("announces what it did and reloads the lead when it goes", async () => {
    const { result, run, announce, refresh } = setUp(201);
    expect(await run()).toBe(true);
    expect(announce).toHaveBeenCalledWith("Note saved.");
    expect(refresh).toHaveBeenCalledOnce();
    expect(result.current).toMatchObject({ busy: false, error: null });
  });

  it("says why when it fails, and announces and reloads nothing", async () => {
    const { result, run, announce, refresh, onSignedOut } = setUp(500);
    expect(await run()).toBe(false);
    expect(result.current.error).toBe(failed);
    expect(announce).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it("signs the owner out on a 401, with no error of its own", async () => {
    const { result, run, announce, onSignedOut } = setUp(401);
    expect(await run()).toBe(false);
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(result.current.error).toBeNull();
    expect(announce).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith(adminRoutes.notes("lead-1"), expect.anything());
  });
});
