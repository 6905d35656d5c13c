/** How long personal data sent through the public forms is kept, in days. */
export interface RetentionSettings {
  /** Contact submissions and job applications in the inbox. */
  submissionDays: number;
  /** An application's résumé file; the application itself stays for `submissionDays`. */
  resumeDays: number;
  /** Anything in the Spam folder, résumés included. */
  spamDays: number;
  /** The audit log's own entries (who did what); it holds no form data, and is kept longer by most policies. */
  auditLogDays: number;
}

export const defaultRetention: RetentionSettings = {
  submissionDays: 365,
  resumeDays: 180,
  spamDays: 30,
  auditLogDays: 365,
};
