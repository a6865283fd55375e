// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServicePicker } from "./service-picker";

function Picker({ onPick }: { onPick: (values: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      <span id="services-label">Services needed</span>
      <ServicePicker
        id="services"
        labelId="services-label"
        selected={selected}
        onChange={(values) => {
          setSelected(values);
          onPick(values);
        }}
        onInputElement={() => {}}
      />
    </>
  );
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

// Dispatched as the browser does, not through Testing Library, which wraps each event in
// act() and so settles every update before the next event.
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
function type(input: HTMLInputElement, value: string) {
  setValue?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
function press(input: HTMLInputElement, key: string) {
  input.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
}

describe("ServicePicker", () => {
  // Outside act(), React renders as it does in the browser: an arrow key pressed right after
  // the last letter must move within the list that letter filtered, not the one before.
  it("picks what a fast typist means: an arrow key right after the last letter", async () => {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const picked: string[][] = [];
      render(<Picker onPick={(values) => picked.push(values)} />);
      await tick();
      const input = screen.getByRole<HTMLInputElement>("combobox");
      input.focus();
      type(input, "b");
      await tick();
      type(input, "ba");
      await tick();
      // 'ba' lists Bathroom Remodeling first; 'bas' only Basement Finishing.
      type(input, "bas");
      press(input, "ArrowDown");
      await tick();
      press(input, "Enter");
      await tick();
      expect(picked).toEqual([["basements"]]);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });

  // A quick visitor types into the server's HTML before React takes over (decision 088).
  // The list must open already filtered: opened on all 27 services first, an arrow key
  // pressed in that moment moved within them, and Enter then picked nothing.
  it("opens what was typed before React took over already filtered", async () => {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement("div");
    document.body.append(container);
    try {
      const picked: string[][] = [];
      const picker = <Picker onPick={(values) => picked.push(values)} />;
      container.innerHTML = renderToString(picker);
      const input = container.querySelector<HTMLInputElement>("input")!;
      input.focus();
      input.value = "bas";
      // Every state the list is seen in, as each render leaves the page.
      const seen: string[] = [];
      const observer = new MutationObserver(() => {
        if (input.getAttribute("aria-expanded") !== "true") return;
        const options = [...container.querySelectorAll("[role=option]")].map((o) => o.textContent);
        seen.push(options.join(", "));
      });
      observer.observe(container, { subtree: true, childList: true, attributes: true });
      const root = hydrateRoot(container, picker);
      await tick();
      observer.disconnect();
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen)).toEqual(new Set(["Basement Finishing"]));
      press(input, "ArrowDown");
      await tick();
      press(input, "Enter");
      await tick();
      expect(picked).toEqual([["basements"]]);
      root.unmount();
    } finally {
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});
