/** The one error every failed API call becomes. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  /** True when `detail` is the server's own text, not one made up by the client. */
  readonly fromServer: boolean;

  constructor(status: number, detail: string, code: string, fromServer = false) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.fromServer = fromServer;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's own detail when it gave one, else the caller's fallback text. */
export function detailOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer ? error.detail : fallback;
}
