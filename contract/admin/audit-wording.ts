import type { AuditEntry } from './audit-log';
import { auditActionLabels } from './audit-log';

/**
 * An audit log entry as one sentence an auditor reads: what was done to which item ("Published the page 'Cloud
 * security'", "Saved a draft of the page 'Cloud security'", "Saved the header"). Worded from the action's last
 * part and the item's type and label, so an action added later (a scheduled publish of the header, say) reads
 * right without a line here; the few whose item is not what the verb acts on are worded one by one.
 */
type Item = NonNullable<AuditEntry['item']>;

/** Action label by code; a code this version does not know (written by a newer server) reads as itself. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(auditActionLabels, action)
    ? auditActionLabels[action as keyof typeof auditActionLabels]
    : action;
}

const itemNouns: Record<string, string> = {
  page: 'page',
  article: 'article',
  person: 'person',
  subpage: 'subpage',
  component: 'global component',
  media: 'media file',
  redirect: 'redirect',
  user: 'account',
  invitation: 'invitation',
  'contact-submission': 'contact submission',
  'job-application': 'job application',
};

/** The global components by name (the item's id; older entries' label), as the admin calls them. */
const componentNames: Record<string, string> = {
  header: 'the header',
  footer: 'the footer',
  cta: 'the call to action',
};

function componentPhrase(item: Item): string | undefined {
  const name = [item.id, item.label].find((key) => key !== null && Object.hasOwn(componentNames, key));
  return name === undefined || name === null ? undefined : componentNames[name];
}

/** "the page 'Cloud security'"; a label that already names its kind ("Contact submission 42") stands alone. */
export function auditItemPhrase(item: Item): string {
  const component = item.type === 'component' ? componentPhrase(item) : undefined;
  if (component) return component;
  const noun = itemNouns[item.type] ?? item.type.replaceAll('-', ' ');
  if (item.label.toLowerCase().startsWith(noun)) return item.label.charAt(0).toLowerCase() + item.label.slice(1);
  return `the ${noun} '${item.label}'`;
}

/** What the verb of an action's last part does to its item. */
const verbs: Record<string, (item: string) => string> = {
  create: (item) => `Created ${item}`,
  update: (item) => `Saved ${item}`,
  'save-draft': (item) => `Saved a draft of ${item}`,
  publish: (item) => `Published ${item}`,
  unpublish: (item) => `Unpublished ${item}`,
  schedule: (item) => `Set when ${item} goes live`,
  delete: (item) => `Deleted ${item}`,
  restore: (item) => `Restored an earlier revision of ${item}`,
  upload: (item) => `Uploaded ${item}`,
  approve: (item) => `Approved ${item}`,
  reject: (item) => `Rejected ${item}`,
  withdraw: (item) => `Withdrew ${item}`,
};

/** Actions whose item is not simply what the verb acts on. */
const sentences: Partial<Record<string, (item: string, entry: Item) => string>> = {
  'preview-link.create': (item) => `Shared a preview link to ${item}`,
  'preview-link.revoke': (item) => `Revoked a preview link to ${item}`,
  'session.revoke': (item) => `Signed out ${item}`,
  'user.update': (item) => `Changed ${item}`,
  'user.revoke-sessions': (item) => `Signed ${item} out everywhere`,
  'user.password-reset-link': (item) => `Made a password reset link for ${item}`,
  'user.password-reset-link-withdraw': (item) => `Withdrew a password reset link for ${item}`,
  'media.update': (item) => `Changed ${item}`,
  'media.replace': (item) => `Replaced the file of ${item}`,
  'submission.update': (item) => `Changed ${item}`,
  'submission.bulk': (_, entry) => `Changed ${itemNouns[entry.type] ?? entry.type}s in bulk (${entry.label})`,
  'submission.export': (_, entry) => `Exported ${itemNouns[entry.type] ?? entry.type}s (${entry.label})`,
};

/**
 * Acts on one's own account (the item is the actor) and acts on no single item (a purge, an export, an erasure
 * that keeps the address out of the log): the label says it all ("Changed their password").
 */
const labelIsSentence =
  /^(auth|account)\.|^invitation\.accept$|^session\.revoke-others$|^(retention|audit-log)\.|^submission\.erase-person$/;

const verbOf = (action: string) => action.slice(action.indexOf('.') + 1);

/**
 * Whether an action has wording here (a sentence of its own, its verb's, or its label as the sentence). Every
 * action the server records must (audit-wording.test.ts); one without would read "Label: the page 'X'".
 */
export function hasAuditWording(action: string): boolean {
  return labelIsSentence.test(action) || Object.hasOwn(sentences, action) || Object.hasOwn(verbs, verbOf(action));
}

export function auditSentence(entry: Pick<AuditEntry, 'action' | 'item'>): string {
  const { action, item } = entry;
  if (!item || labelIsSentence.test(action)) return auditActionLabel(action);
  const phrase = auditItemPhrase(item);
  const special = Object.hasOwn(sentences, action) ? sentences[action] : undefined;
  if (special) return special(phrase, item);
  const verb = Object.hasOwn(verbs, verbOf(action)) ? verbs[verbOf(action)] : undefined;
  return verb ? verb(phrase) : `${auditActionLabel(action)}: ${phrase}`;
}
