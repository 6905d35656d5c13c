import type { SubmissionFolder } from '../../contract/admin/admin-submissions';
import { scoreContent } from './content-score';
import type { FormTokenCheck } from './form-token';

/** At or above this many points a submission goes to the Spam folder. */
export const spamScoreThreshold = 5;

export interface SpamSignals {
  /** The hidden `website` field; people never see it, bots fill it. */
  honeypot: string | undefined;
  token: FormTokenCheck;
  /** The free text people type (message, cover letter, name…), joined. */
  text: string;
}

export interface SpamVerdict {
  folder: SubmissionFolder;
  score: number;
  /** Every sign that counted, in sentences staff read in the admin drawer. */
  reasons: string[];
}

const seconds = (ms: number) => `${(Math.max(0, ms) / 1000).toFixed(1)} s`;

/**
 * A forged or too-fresh token is enough alone (a person's browser never sends one); a missing or stale
 * one only adds up with other signs, since old pages and day-old tabs are people too.
 */
function tokenSign(token: FormTokenCheck): { points: number; reason: string } | null {
  switch (token.kind) {
    case 'valid':
      return null;
    case 'missing':
      return { points: 3, reason: 'It came without a form token (an old page, or the token could not be fetched)' };
    case 'forged':
      return { points: spamScoreThreshold, reason: 'Its form token was forged or damaged' };
    case 'too-fresh':
      return {
        points: spamScoreThreshold,
        reason: `It was sent ${seconds(token.ageMs)} after the form was drawn (people take at least ${token.minAgeMs / 1000} s)`,
      };
    case 'expired':
      return { points: 3, reason: 'Its form token was more than a day old' };
  }
}

export function judgeSubmission(signals: SpamSignals): SpamVerdict {
  const reasons: string[] = [];
  let score = 0;
  if (signals.honeypot) {
    score += spamScoreThreshold;
    reasons.push('The hidden field only bots see was filled in');
  }
  const token = tokenSign(signals.token);
  if (token) {
    score += token.points;
    reasons.push(token.reason);
  }
  const content = scoreContent(signals.text);
  score += content.score;
  reasons.push(...content.reasons);
  return { folder: score >= spamScoreThreshold ? 'spam' : 'inbox', score, reasons };
}
