/** A request the editing server turns down, with the HTTP status and the sentence Decap shows. */
export class EditorRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
