/**
 * Admin texts (en). Spread into the en catalogue (../en.ts); the keys must match areas/admin.de.ts.
 */
export const adminEn = {
  adminForbidden: 'This function is for administrators only. Please log in with an admin account.',
  jobAlreadyRunning: 'This task is already running. Please wait until it has finished.',
  jobKindUnknown: 'There is no such task.',
  jobIdUnknown: 'There is no such job.',
  jobStateQueued: 'Queued',
  jobStateRunning: 'Running',
  jobStateDone: 'Done',
  jobStateFailed: 'Failed',
  jobInterrupted: 'The task was interrupted (the server restarted). Please start it again.',
  jobFailed: 'The task failed. Nothing was changed.',
  auditLogTitle: 'Audit log',
  jobCanceled: 'The task was stopped.',
  invalidValue: 'This value is not valid.',
} as const;
