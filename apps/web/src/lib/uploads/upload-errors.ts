/** The user cancelled the upload. */
export class UploadCancelled extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/**
 * Every byte was sent but no answer came back: the file may or may not have been stored
 * (the manager's "unknown" status).
 */
export class UploadOutcomeUnknown extends Error {
  constructor() {
    super('upload outcome unknown');
    this.name = 'UploadOutcomeUnknown';
  }
}
