import { afterEach, describe, expect, it, vi } from "vitest";
import * as recorder from "./visit-source";
import { pagesKey, recordVisitSource } from "./visit-source";
import * as reader from "./visit-touches";
import { visitTouches } from "./visit-touches";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const site = "https://example.com";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the visit's source", () => {
  it("is read under the keys it is recorded under", () => {
    expect([recorder.firstKey, recorder.lastKey]).toEqual([reader.firstKey, reader.lastKey]);
  });

  it("keeps the landing page's campaign and click id as the first touch", () => {
    const storage = memoryStorage();
    const landing = new URL(`${site}/services/kitchen?utm_source=google&utm_campaign=k&gclid=G1`);
    recordVisitSource(storage, landing, "https://www.google.com/");
    recordVisitSource(storage, new URL(`${site}/contact`), `${site}/services/kitchen`);
    expect(visitTouches(storage)).toEqual({
      firstTouch:
        "path=%2Fservices%2Fkitchen&ref=www.google.com&utm_source=google&utm_campaign=k&gclid=G1",
      lastTouch:
        "path=%2Fservices%2Fkitchen&ref=www.google.com&utm_source=google&utm_campaign=k&gclid=G1",
    });
  });

  it("keeps the campaign of a landing page left before its script ran", () => {
    const storage = memoryStorage();
    recordVisitSource(
      storage,
      new URL(`${site}/contact`),
      `${site}/services/kitchen?utm_source=google&gclid=G1`,
    );
    expect(visitTouches(storage)).toEqual({
      firstTouch: "path=%2Fservices%2Fkitchen&utm_source=google&gclid=G1",
      lastTouch: "path=%2Fservices%2Fkitchen&utm_source=google&gclid=G1",
    });
  });

  it("keeps the ad's landing of a visitor who tapped on through two pages before any script ran", () => {
    const storage = memoryStorage();
    // What the head's inline script of each page noted (FirstPaintFlags.astro).
    storage.setItem(
      pagesKey,
      "/all-services?gbraid=B1 https://www.youtube.com/\n" +
        `/gallery ${site}/all-services?gbraid=B1\n` +
        `/gc-services ${site}/gallery\n`,
    );
    recordVisitSource(storage, new URL(`${site}/gc-services`), `${site}/gallery`);
    expect(visitTouches(storage)).toEqual({
      firstTouch: "path=%2Fall-services&ref=www.youtube.com&gbraid=B1",
      lastTouch: "path=%2Fall-services&ref=www.youtube.com&gbraid=B1",
    });
    expect(storage.getItem(pagesKey)).toBeNull();
  });

  it("keeps a later landing's source noted before its page's script ran as the last touch", () => {
    const storage = memoryStorage();
    recordVisitSource(storage, new URL(`${site}/`), "");
    storage.setItem(
      pagesKey,
      "/gallery?fbclid=F2 https://l.facebook.com/\n" + `/contact ${site}/gallery?fbclid=F2\n`,
    );
    recordVisitSource(storage, new URL(`${site}/contact`), `${site}/gallery?fbclid=F2`);
    expect(visitTouches(storage)).toEqual({
      firstTouch: "path=%2F",
      lastTouch: "path=%2Fgallery&ref=l.facebook.com&fbclid=F2",
    });
  });

  it("reads no address from a noted line that is not a page of this site", () => {
    const storage = memoryStorage();
    storage.setItem(pagesKey, "//evil.example/?gclid=X \nnot a page\n/contact \n");
    recordVisitSource(storage, new URL(`${site}/contact`), "");
    expect(visitTouches(storage)).toEqual({
      firstTouch: "path=%2Fcontact",
      lastTouch: "path=%2Fcontact",
    });
  });

  it("records a later landing with a source as the last touch", () => {
    const storage = memoryStorage();
    recordVisitSource(storage, new URL(`${site}/`), "");
    recordVisitSource(storage, new URL(`${site}/gallery?fbclid=F`), "https://l.facebook.com/");
    recordVisitSource(storage, new URL(`${site}/contact`), `${site}/gallery`);
    expect(visitTouches(storage)).toEqual({
      firstTouch: "path=%2F",
      lastTouch: "path=%2Fgallery&ref=l.facebook.com&fbclid=F",
    });
  });

  it("parses no address from an empty referrer, whose failed parse would throw", () => {
    const parsed: string[] = [];
    const RealURL = URL;
    vi.stubGlobal(
      "URL",
      class extends RealURL {
        constructor(input: string | URL, base?: string | URL) {
          parsed.push(String(input));
          super(input, base);
        }
      },
    );
    const storage = memoryStorage();
    recordVisitSource(storage, new RealURL(`${site}/`), "");
    recordVisitSource(storage, new RealURL(`${site}/?gclid=G2`), "");
    expect(parsed).not.toContain("");
    expect(visitTouches(storage)).toEqual({
      firstTouch: "path=%2F",
      lastTouch: "path=%2F&gclid=G2",
    });
  });

  it("sends nothing when the tab recorded nothing or storage is refused", () => {
    expect(visitTouches(memoryStorage())).toEqual({});
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => recordVisitSource(refusing, new URL(site), "")).not.toThrow();
    expect(visitTouches(refusing)).toEqual({});
  });
});
