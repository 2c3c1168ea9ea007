/** Error codes shared by the API (which raises them) and the web (which parses them once). */
export const ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A versioned write that must say which version it read sent no If-Match. */
  PRECONDITION_REQUIRED: 428,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  /** A provider the server called (e.g. a calendar's token endpoint) refused or failed. */
  UPSTREAM: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
  requestId?: string;
}

/** Exact texts the original specifies (§5, §8). */
export const MESSAGES = {
  ceoTitle: 'Assigning or creating CEO title is not allowed.',
  fetchConsultantsFailed: 'Failed to fetch consultants',
  fetchRoleFailed: 'Failed to fetch user role',
  invalidRole: 'Role must be one of: admin, Project Manager, employee.',
  staleVersion: 'This record was changed by someone else. Reload it and try again.',
  versionRequired: 'Send the version you read in If-Match (the ETag of the record).',
} as const;
