import { describe, expect, it } from 'vitest';
import { prefixLines, wrapSelection } from './rich-text-editing';

describe('rich text toolbar edits', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(wrapSelection({ text: 'We secure change.', start: 3, end: 9 }, '**', 'bold text')).toEqual({
      text: 'We **secure** change.',
      selectionStart: 5,
      selectionEnd: 11,
    });
  });

  it('inserts a placeholder to type over when nothing is selected', () => {
    expect(wrapSelection({ text: 'A ', start: 2, end: 2 }, '*', 'italic text')).toEqual({
      text: 'A *italic text*',
      selectionStart: 3,
      selectionEnd: 14,
    });
  });

  it('prefixes every touched line, numbers a numbered list, and takes a prefix away when applied twice', () => {
    const text = 'Intro\nFirst\nSecond\nOutro';
    const numbered = prefixLines({ text, start: 8, end: 14 }, (index) => `${index + 1}. `);
    expect(numbered.text).toBe('Intro\n1. First\n2. Second\nOutro');
    const bullets = prefixLines({ text: numbered.text, start: 8, end: 20 }, () => '- ');
    expect(bullets.text).toBe('Intro\n- First\n- Second\nOutro');
    expect(prefixLines({ text: bullets.text, start: 8, end: 20 }, () => '- ').text).toBe(text);
  });
});
