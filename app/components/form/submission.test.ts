import { describe, expect, it } from "vitest";
import { formReducer, initialFormState, type FormAction, type FormState } from "./submission";

type Data = { name: string; email: string; phone: string; tags: string[] };
type Field = "name" | "email" | "phone" | "tags";
type State = FormState<Data, Field>;

const empty: Data = { name: "", email: "", phone: "", tags: [] };

function run(...actions: FormAction<Data, Field>[]): State {
  return actions.reduce(formReducer<Data, Field>, initialFormState<Data, Field>(empty));
}

const invalid: FormAction<Data, Field> = {
  type: "invalid",
  errors: { name: "Name is required", email: "Either", phone: "Either" },
};

describe("the form's submission reducer", () => {
  it("starts idle, empty and without errors", () => {
    expect(run()).toMatchObject({ status: "idle", data: empty, errors: {}, verifying: false });
  });

  it("shows the errors of a failed validation and does not open the verification step", () => {
    const state = run(invalid);
    expect(state.status).toBe("validation-error");
    expect(state.errors.name).toBe("Name is required");
    expect(state.verifying).toBe(false);
  });

  it("clears an edited field's error and the errors it also answers, nothing else", () => {
    const state = run(invalid, {
      type: "edit",
      patch: { phone: "6305550142" },
      fields: ["phone"],
      clear: ["email"],
    });
    expect(state.data.phone).toBe("6305550142");
    expect(state.errors).toEqual({ name: "Name is required" });
  });

  it("applies an edit to the current data when given a function", () => {
    const add = (tag: string): FormAction<Data, Field> => ({
      type: "edit",
      patch: (data) => (data.tags.includes(tag) ? {} : { tags: [...data.tags, tag] }),
      fields: ["tags"],
    });
    expect(run(add("roofing"), add("roofing"), add("siding")).data.tags).toEqual([
      "roofing",
      "siding",
    ]);
  });

  it("restores a draft without touching the errors", () => {
    const state = run(invalid, { type: "restore", patch: { name: "Jane" } });
    expect(state.data.name).toBe("Jane");
    expect(state.errors.name).toBe("Name is required");
  });

  it("opens the verification step on a valid submit and closes it on cancel, unsent", () => {
    const verifying = run(invalid, { type: "verify" });
    expect(verifying).toMatchObject({ verifying: true, status: "idle", errors: {} });
    expect(run(invalid, { type: "verify" }, { type: "verification-closed" })).toMatchObject({
      verifying: false,
      status: "idle",
    });
  });

  it("is sending once a token is handed over, until the outcome", () => {
    const state = run({ type: "verify" }, { type: "send" });
    expect(state.status).toBe("sending");
    expect(
      run({ type: "verify" }, { type: "send" }, { type: "verification-closed" }),
    ).toMatchObject({ status: "sending", verifying: false });
  });

  it("empties the form on success, keeps the reference and starts a new round", () => {
    const state = run(
      { type: "edit", patch: { name: "Jane", tags: ["roofing"] }, fields: ["name"] },
      { type: "honeypot", value: "bot" },
      { type: "verify" },
      { type: "send" },
      { type: "verification-closed" },
      { type: "sent", reference: "lead-1", empty },
    );
    expect(state).toMatchObject({ status: "success", reference: "lead-1", data: empty });
    expect(state.honeypot).toBe("");
    expect(state.round).toBe(1);
  });

  it("fades, then settles a success back to idle", () => {
    const sent = run({ type: "verify" }, { type: "send" }, { type: "sent", reference: "r", empty });
    const faded = formReducer(sent, { type: "fade" });
    expect(faded).toMatchObject({ status: "success", fading: true });
    expect(formReducer(faded, { type: "settle" })).toMatchObject({
      status: "idle",
      fading: false,
      reference: undefined,
    });
  });

  it("keeps what was typed on failure, with the server's field errors", () => {
    const state = run(
      { type: "edit", patch: { name: "Jane", email: "jane@" }, fields: ["name", "email"] },
      { type: "verify" },
      { type: "send" },
      { type: "failed", errors: { email: "Please enter a valid email address" } },
    );
    expect(state.status).toBe("error");
    expect(state.data.name).toBe("Jane");
    expect(state.errors).toEqual({ email: "Please enter a valid email address" });
  });

  it("keeps an error through edits until the next submit", () => {
    const failed = run({ type: "verify" }, { type: "send" }, { type: "failed" });
    const edited = formReducer(failed, { type: "edit", patch: { name: "J" }, fields: ["name"] });
    expect(edited.status).toBe("error");
    expect(formReducer(edited, { type: "verify" }).status).toBe("idle");
    expect(formReducer(edited, invalid).status).toBe("validation-error");
  });

  it("ignores a fade or a settle that is not about a success", () => {
    const failed = run({ type: "failed" });
    expect(formReducer(failed, { type: "fade" })).toBe(failed);
    expect(formReducer(failed, { type: "settle" })).toBe(failed);
  });

  it("resets everything but the round", () => {
    const state = run({ type: "edit", patch: { name: "Jane" }, fields: ["name"] }, invalid, {
      type: "reset",
      empty,
    });
    expect(state).toMatchObject({ data: empty, errors: {}, status: "idle", round: 1 });
  });
});
