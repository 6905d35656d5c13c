import { describe, expect, it } from 'vitest';
import { everything, pageChange } from '../http/content-change';
import { readContentChange } from './postgres-change-notices';

describe('a change notice from another instance', () => {
  it('carries what changed, so the other instances drop only that', () => {
    const change = pageChange(['services']);
    expect(readContentChange(JSON.stringify({ from: 'b', change }), 'a')).toEqual(change);
  });

  it('is ignored when it is our own, and counts as everything when it cannot be read', () => {
    expect(readContentChange(JSON.stringify({ from: 'a', change: everything }), 'a')).toBeNull();
    expect(readContentChange('a', 'a')).toBeNull();
    // An instance of an older version announces its bare id.
    expect(readContentChange('b', 'a')).toEqual(everything);
    expect(readContentChange(JSON.stringify({ from: 'b', change: { answers: 3 } }), 'a')).toEqual(everything);
  });
});
