/**
 * Typed errors with a status. Services throw these; the central error handler
 * (plugins/errors.ts) turns them into the CONTRACT error body.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidData extends AppError {
  constructor(message: string, errors?: Record<string, string>) {
    super(400, message, errors);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, errors?: Record<string, string>) {
    super(409, message, errors);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message = 'The upload is too large.') {
    super(413, message);
  }
}

export class UnsupportedMedia extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}

export class ServiceUnavailable extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}

/** An outside service failed or answered something we cannot use. */
export class UpstreamError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}
