// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { useState } from "react";
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
});
