/** How long personal data sent through the public forms is kept, in days. */
export interface RetentionSettings {
  /** Contact submissions and job applications in the inbox. */
  submissionDays: number;
  /** An application's résumé file; the application itself stays for `submissionDays`. */
  resumeDays: number;
  /** Anything in the Spam folder, résumés included. */
  spamDays: number;
}

export const defaultRetention: RetentionSettings = { submissionDays: 365, resumeDays: 180, spamDays: 30 };
