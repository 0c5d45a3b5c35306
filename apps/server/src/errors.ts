import { errorCatalogue, type ErrorCode } from "@studio/contracts";

/**
 * Services throw AppError with a stable code, never HTTP errors; the error handler maps the code
 * to a status once. `message` overrides the catalogue text where the spec words it differently
 * ('Credits is not enough!', 'Max 10 in the process que!'), `details` travel to the client.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? errorCatalogue[code].message);
    this.name = "AppError";
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.details = details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
