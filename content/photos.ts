/**
 * What a visitor is told when the server refuses a photo (docs/architecture.md §5). Each
 * names the file, so the form can point at the one to remove. The limits are the server's
 * (server/photos/limits.ts); the form can word its own checks with the same sentences.
 */
export const photoMessages = {
  tooMany: (file: string, max: number) =>
    `"${file}" is one photo too many: please send at most ${max} photos.`,
  tooLarge: (file: string, maxMb: number) =>
    `"${file}" is larger than ${maxMb} MB. Please send a smaller photo.`,
  tooLargeInAll: (file: string, maxMb: number) =>
    `The photos add up to more than ${maxMb} MB at "${file}". Please send fewer or smaller photos.`,
  tooManyPixels: (file: string, maxMegapixels: number) =>
    `"${file}" is larger than ${maxMegapixels} megapixels. Please send a smaller photo.`,
  notAPhoto: (file: string) =>
    `"${file}" is not a photo we can read. Please send JPEG, PNG, WebP, AVIF or HEIC photos.`,
  heicUnsupported: (file: string) =>
    `"${file}" is a HEIC photo we cannot open. Please send it as JPEG: on an iPhone, choose "Most Compatible" under Settings, Camera, Formats, or share it as JPEG.`,
  damaged: (file: string) =>
    `"${file}" could not be read: it seems damaged or incomplete. Please send it again.`,
  fieldsFirst: "The form's fields must come before its photos.",
  /** The body could not be read as a form at all: cut off, garbled, or without its boundary. */
  formBroken: "The form arrived damaged or incomplete. Please send it again.",
  formTooLarge: "The form has more parts than a quote request can carry.",
  /** Too many photos arriving at once (the server's cap on uploads in flight). */
  busy: "We are receiving a lot of photos right now. Please send your request again in a minute.",
  wrongField: (file: string) => `"${file}" was sent in a field that takes no files.`,
  unnamed: (position: number) => `photo ${position}`,
} as const;
