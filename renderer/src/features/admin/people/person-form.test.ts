import { describe, expect, it } from 'vitest';
import { describePersonIssue, personPayload, validatePerson } from './person-form';

describe('a person’s form', () => {
  it('makes the slug from the name when it is left blank, and keeps one that was typed', () => {
    expect(personPayload({ name: 'Ana Núñez', role: 'CTO' }).slug).toBe('ana-nunez');
    expect(personPayload({ name: 'Ana Núñez', role: 'CTO', slug: 'ana' }).slug).toBe('ana');
  });

  it('finds what the server would refuse, at the field it is about', () => {
    const issues = validatePerson({ name: 'Ana', role: '', links: [{ label: 'Site', url: 'http://ana.example' }] });
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['role', 'links.0.url']);
    expect(issues.map(describePersonIssue)).toEqual([
      'Role: Enter a role',
      'Link 1, Address (https://…): Use an https:// address',
    ]);
    expect(validatePerson({ name: 'Ana', role: 'CTO', credentials: ['OSCP'], links: [] })).toEqual([]);
  });

  it('asks for a name, not for the slug it would make, when both are blank', () => {
    expect(validatePerson({ links: [] })).toEqual([
      { path: ['name'], message: 'Enter a name' },
      { path: ['role'], message: 'Enter a role' },
    ]);
  });
});
