import { describe, expect, it } from "vitest";
import { formFieldOf } from "./quote-field";
import { quoteRequestSchema, toFieldErrors } from "./quote-schema";

describe("the quote request's fields as the form names them", () => {
  it("names the request's service the form's services, and every other key itself", () => {
    expect(formFieldOf("service")).toBe("services");
    expect(formFieldOf("name")).toBe("name");
    expect(formFieldOf("services")).toBe("services");
  });

  it("is how the server's field errors name a missing service", () => {
    const parsed = quoteRequestSchema.safeParse({ name: "Maria", service: "" });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(toFieldErrors(parsed.error))).toContain("services");
  });
});
