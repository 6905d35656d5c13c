/** pino's numeric levels, as people read them. */
const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

// pino's own bookkeeping, shown in the line's head or not at all.
const omitted = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'v', 'reqId']);

const valueText = (value: unknown): string =>
  typeof value === 'string' ? (/\s/.test(value) ? JSON.stringify(value) : value) : JSON.stringify(value);

/**
 * One of the server's JSON log lines as a person at a terminal reads it: `12:04:05 WARN message key=value`, an
 * error's stack on the lines below. A line that is not JSON passes through as it is.
 */
export function humanLogLine(line: string): string {
  let record: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return line;
    record = parsed as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof record.time === 'number' ? new Date(record.time).toISOString().slice(11, 19) : '--:--:--';
  const level = levelNames[typeof record.level === 'number' ? record.level : 30] ?? 'INFO';
  const message = typeof record.msg === 'string' ? record.msg : '';
  let stack = '';
  const fields: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (omitted.has(key) || value === undefined) continue;
    if (key === 'err' && typeof value === 'object' && value !== null && 'stack' in value) {
      stack = `\n${String(value.stack)}`;
      continue;
    }
    fields.push(`${key}=${valueText(value)}`);
  }
  return `${time} ${level.padEnd(5)} ${[message, ...fields].filter(Boolean).join(' ')}${stack}\n`;
}

/** A stream for the server's logger that writes human-readable lines to `out` (a terminal). */
export const humanLogStream = (out: { write(text: string): unknown }) => ({
  write: (line: string) => void out.write(humanLogLine(line.trimEnd())),
});
