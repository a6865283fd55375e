// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";
import { errorCopy } from "~/content/errors";
import { site } from "~/content/site";

function Broken(): never {
  throw new Error("database password is hunter2 at Broken (app/routes/broken.tsx:3:9)");
}

function renderBrokenRoute() {
  // The router logs the error it caught; that is expected here, not a test failure.
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the router's error view", () => {
  it("shows a branded apology with ways forward", async () => {
    renderBrokenRoute();
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(errorCopy.heading);
    expect(screen.getByRole("link", { name: errorCopy.home })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: errorCopy.call })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    expect(screen.getByRole("button", { name: errorCopy.retry })).toBeInTheDocument();
  });

  it("never shows the error message or a stack trace", async () => {
    const { container } = renderBrokenRoute();
    await screen.findByRole("heading", { level: 1 });
    expect(container.textContent).not.toMatch(
      /hunter2|broken\.tsx|at Broken|Unexpected Application Error/,
    );
  });
});
