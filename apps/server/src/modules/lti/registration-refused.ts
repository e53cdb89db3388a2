/** A Dynamic Registration that cannot go on: the page says `reason` to the LMS's administrator; nothing was stored. */
export class RegistrationRefused extends Error {
  constructor(
    readonly reason: string,
    readonly status = 400,
  ) {
    super(reason);
    this.name = 'RegistrationRefused';
  }
}
