import { describe, expect, it } from 'vitest';
import type { Role } from '../user';
import type { AdminAction, AdminScreen } from './role-access';
import { adminActions, adminScreens, mayOpen, mayUse, roleMeets } from './role-access';

const screensOf = (role: Role) =>
  (Object.keys(adminScreens) as AdminScreen[]).filter((screen) => mayOpen(role, screen));
const actionsOf = (role: Role) => (Object.keys(adminActions) as AdminAction[]).filter((action) => mayUse(role, action));

describe('what each role may open and use', () => {
  it('shows a viewer the content read-only: no submissions, users, audit log or new pages, and no action', () => {
    expect(screensOf('viewer')).toEqual([
      'dashboard',
      'pages',
      'articles',
      'people',
      'globalComponents',
      'media',
      'redirects',
      'account',
    ]);
    expect(actionsOf('viewer')).toEqual([]);
  });

  it('lets an editor change content and handle submissions, but not users, the audit log or erasure', () => {
    expect(screensOf('editor')).toEqual([
      'dashboard',
      'pages',
      'pageNew',
      'subpageNew',
      'articles',
      'articleNew',
      'people',
      'globalComponents',
      'media',
      'redirects',
      'contactSubmissions',
      'jobSubmissions',
      'account',
    ]);
    expect(actionsOf('editor')).toEqual([
      'editContent',
      'sharePreview',
      'uploadMedia',
      'addRedirect',
      'handleSubmissions',
      'exportSubmissions',
    ]);
  });

  it('lets an admin open and use everything', () => {
    expect(screensOf('admin')).toEqual(Object.keys(adminScreens));
    expect(actionsOf('admin')).toEqual(Object.keys(adminActions));
  });

  it('decides by level as the server does', () => {
    expect(roleMeets('viewer', 'reader')).toBe(true);
    expect(roleMeets('viewer', 'submissions')).toBe(false);
    expect(roleMeets('editor', 'submissions')).toBe(true);
    expect(roleMeets('editor', 'admin')).toBe(false);
  });
});
