/**
 * A photo the server will not take, with the status the request is refused with: 400 for
 * a damaged file, 413 for one over a limit, 415 for a type it does not read. The message
 * names the file and is meant for the visitor.
 */
export class PhotoError extends Error {
  override name = "PhotoError";
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
    readonly file: string,
  ) {
    super(message);
  }
}
