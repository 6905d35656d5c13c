import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it('writes plain text, numbers and empty cells as they are', () => {
    expect(csvField('Priya Raman')).toBe('Priya Raman');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes fields holding a comma, a quote, CR or LF, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises every formula start with a leading quote', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('leaves formula characters alone when they are not first', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('x@example.com')).toBe('x@example.com');
  });
});

describe('toCsv', () => {
  it('writes a BOM, a header and CRLF-terminated rows', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          [1, 'Ann, Lee'],
          [2, '=1+1'],
        ],
      ),
    ).toBe('\uFEFFid,name\r\n1,"Ann, Lee"\r\n2,\'=1+1\r\n');
  });
});
