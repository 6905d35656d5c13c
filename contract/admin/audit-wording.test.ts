import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './audit-log';
import { auditActions } from './audit-log';
import { auditSentence, hasAuditWording } from './audit-wording';

const page = { type: 'page', id: '12', label: 'Cloud security' };
const say = (action: string, item: AuditEntry['item'] = null) => auditSentence({ action, item });

describe('auditSentence', () => {
  it('names the item and tells a draft save from a publish', () => {
    expect(say('page.save-draft', page)).toBe("Saved a draft of the page 'Cloud security'");
    expect(say('page.publish', page)).toBe("Published the page 'Cloud security'");
    expect(say('subpage.unpublish', { type: 'subpage', id: '3', label: 'Playbooks' })).toBe(
      "Unpublished the subpage 'Playbooks'",
    );
    expect(say('page.schedule', page)).toBe("Set when the page 'Cloud security' goes live");
    expect(say('page.restore', page)).toBe("Restored an earlier revision of the page 'Cloud security'");
    expect(say('preview-link.create', page)).toBe("Shared a preview link to the page 'Cloud security'");
  });

  it('calls the header, footer and call to action by their names, draft saves and publishes alike', () => {
    const header = { type: 'component', id: 'header', label: 'Header' };
    const footer = { type: 'component', id: 'footer', label: 'Footer' };
    expect(say('component.save-draft', footer)).toBe('Saved a draft of the footer');
    expect(say('component.publish', header)).toBe('Published the header');
    expect(say('component.schedule', header)).toBe('Set when the header goes live');
    // The restore route names a component by its key; entries from before drafts said 'component.update'.
    expect(say('component.restore', { type: 'component', id: 'cta', label: 'cta' })).toBe(
      'Restored an earlier revision of the call to action',
    );
    expect(say('component.update', { ...header, label: 'header' })).toBe('Saved the header');
  });

  it('words people, submissions and exports as an auditor reads them', () => {
    const vera = { type: 'user', id: '4', label: 'Vera (vera)' };
    expect(say('user.approve', vera)).toBe("Approved the account 'Vera (vera)'");
    expect(say('user.revoke-sessions', vera)).toBe("Signed the account 'Vera (vera)' out everywhere");
    expect(say('session.revoke', { type: 'session', id: '5', label: 'Session 5' })).toBe('Signed out session 5');
    const submission = { type: 'contact-submission', id: '42', label: 'Contact submission 42' };
    expect(say('submission.delete', submission)).toBe('Deleted contact submission 42');
    expect(say('submission.export', { ...submission, id: null, label: '1 row' })).toBe(
      'Exported contact submissions (1 row)',
    );
    expect(say('redirect.create', { type: 'redirect', id: '5', label: '/old' })).toBe("Created the redirect '/old'");
  });

  it('says acts on one’s own account and acts on no item by their label', () => {
    expect(say('auth.sign-in')).toBe('Signed in');
    expect(say('account.password-change', { type: 'user', id: '1', label: 'Uma (uma)' })).toBe(
      'Changed their password',
    );
    expect(say('retention.purge')).toBe('Purged old submissions');
    expect(say('some.future-act')).toBe('some.future-act');
  });

  it('has wording for every action the server records, so none reads "Label: the page …"', () => {
    const unworded = auditActions.filter((action) => !hasAuditWording(action));
    expect(unworded).toEqual([]);
    // The check itself: an act added without wording is caught.
    expect(hasAuditWording('page.frobnicate')).toBe(false);
    expect(say('page.frobnicate', page)).toBe("page.frobnicate: the page 'Cloud security'");
  });

  it('gives every action a sentence of its own words, never its code', () => {
    for (const action of auditActions) {
      const sentence = say(action, page);
      expect(sentence, action).not.toContain(action);
      expect(sentence, action).toMatch(/^[A-Z]/);
    }
  });
});
