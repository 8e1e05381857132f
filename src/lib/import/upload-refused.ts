/** An upload the staging folder refuses (staging.ts): 400 empty, 413 too large, 415 neither XML nor ZIP. */
export class UploadRefused extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}
