import { describe, expect, it } from "vitest";
import { elementSelector } from "./element-selector";

describe("elementSelector", () => {
  it("keeps a rule for a state a visitor brings about, on the element it would style", () => {
    expect(elementSelector("a:hover")).toBe("a:is(*)");
    expect(elementSelector(":is(:where(.group):hover .group-hover\\:scale-105)")).toBe(
      ":is(:where(.group):is(*) .group-hover\\:scale-105)",
    );
    expect(elementSelector(".has-checked\\:bg-ink:has(:checked)")).toBe(
      ".has-checked\\:bg-ink:has(:is(*))",
    );
  });

  it("keeps the escaped colons of Tailwind's class names", () => {
    expect(elementSelector(".hover\\:underline:hover")).toBe(".hover\\:underline:is(*)");
    expect(elementSelector(".focus-visible\\:after\\:outline-3:focus-visible:after")).toBe(
      ".focus-visible\\:after\\:outline-3:is(*)",
    );
  });

  it("matches a pseudo-element by the element that owns it", () => {
    expect(elementSelector(".after\\:content-\\[\\'\\'\\]::after")).toBe(
      ".after\\:content-\\[\\'\\'\\]",
    );
    expect(elementSelector("input::-webkit-search-decoration")).toBe("input");
    expect(elementSelector(".x > ::after")).toBe(".x > *");
  });

  it("names any element when nothing but a state or a pseudo-element is left", () => {
    expect(elementSelector(":focus-visible")).toBe("*");
    expect(elementSelector("::placeholder")).toBe("*");
    expect(elementSelector("::-webkit-datetime-edit")).toBe("*");
  });

  it("leaves structural pseudo-classes, which the HTML decides, as they are", () => {
    expect(elementSelector("li:nth-child(2n+1):not(.x)")).toBe("li:nth-child(2n+1):not(.x)");
    expect(elementSelector(":root[data-render-all] .render-when-near")).toBe(
      ":root[data-render-all] .render-when-near",
    );
  });
});
