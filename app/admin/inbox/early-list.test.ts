import { describe, expect, it, vi } from "vitest";
import { defaultInboxQuery } from "~/admin/client/inbox-query";
import type { InboxList } from "~contracts/admin-api";
import { askForListEarly, takeEarlyList } from "./early-list";

const list = { items: [] } as unknown as InboxList;

describe("the inbox's first list, asked for beside the session", () => {
  it("is asked for at once and handed to the first load of the same query, once", async () => {
    const ask = vi.fn(() => Promise.resolve(list));
    askForListEarly(ask, defaultInboxQuery);
    expect(ask).toHaveBeenCalledTimes(1);
    await expect(takeEarlyList(defaultInboxQuery)).resolves.toBe(list);
    // A poll or a later load asks the server again.
    expect(takeEarlyList(defaultInboxQuery)).toBeNull();
  });

  it("is not handed to another query, and a failure nobody takes goes unreported", async () => {
    const failed = Promise.reject(new Error("401"));
    askForListEarly(() => failed, defaultInboxQuery);
    expect(takeEarlyList({ ...defaultInboxQuery, q: "roof" })).toBeNull();
    await expect(takeEarlyList(defaultInboxQuery)).rejects.toThrow("401");
  });
});
