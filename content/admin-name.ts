/**
 * The inbox's words for naming a lead that came from an unknown number (issue 52, item 2):
 * a text or a call starts a lead known only by its number, and the owner gives it a name.
 */
export const adminNameCopy = {
  /** The button under a lead's number. */
  add: "Add a name",
  /** The button under a name the owner gave, to correct it. */
  change: "Change name",
  label: "Name",
  hint: "As you would call them: it replaces the number in the inbox and the export.",
  save: "Save name",
  cancel: "Cancel",
  /** The toast once saved. */
  saved: (name: string) => `Name saved: ${name}.`,
  failed: "The name was not saved. Try again.",
  /** The history's line: the number it came from stays readable there. */
  named: (actor: string, number: string, name: string) => `${actor} named ${number} ${name}`,
  renamed: (actor: string, from: string, to: string) => `${actor} renamed ${from} to ${to}`,
} as const;
