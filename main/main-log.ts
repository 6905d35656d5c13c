import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LogEntry, LogLevel } from '../contract/desktop-bridge';

export interface MainLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** The newest lines, oldest first, for the diagnostics window. */
  recent(): LogEntry[];
}

export interface MainLogOptions {
  /** A folder for main.log and its rotated copies; none keeps the log in memory only (tests). */
  folder?: string | undefined;
  maxBytes?: number;
  keepFiles?: number;
  recentLines?: number;
  now?: () => Date;
}

// Whatever a message quotes, these never reach the log: bearer tokens, token/password fields, cookies.
const secretPatterns: Array<[RegExp, string]> = [
  [/(bearer\s+)[^\s"',;]+/gi, '$1[redacted]'],
  [/("?(?:token|password|secret|code|challenge)"?\s*[:=]\s*"?)[^"\s,;}&]+/gi, '$1[redacted]'],
  [/((?:set-)?cookie:\s*)[^\n]+/gi, '$1[redacted]'],
];

export function redactSecrets(message: string): string {
  return secretPatterns.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), message);
}

/**
 * Main's own log: one line per event with its level, secrets redacted, kept as the last few lines in memory
 * (the diagnostics window) and appended to `main.log`, rotated at `maxBytes` into main.1.log ... so a long
 * running app never fills the disk. Writing must never break the app: a failed write is dropped.
 */
export function createMainLog(options: MainLogOptions = {}): MainLog {
  const { folder, maxBytes = 512 * 1024, keepFiles = 3, recentLines = 100, now = () => new Date() } = options;
  const lines: LogEntry[] = [];
  const file = folder ? path.join(folder, 'main.log') : undefined;

  function rotate(target: string): void {
    if (!existsSync(target) || statSync(target).size < maxBytes) return;
    rmSync(`${target.slice(0, -4)}.${keepFiles}.log`, { force: true });
    for (let index = keepFiles - 1; index >= 1; index -= 1) {
      const from = `${target.slice(0, -4)}.${index}.log`;
      if (existsSync(from)) renameSync(from, `${target.slice(0, -4)}.${index + 1}.log`);
    }
    renameSync(target, `${target.slice(0, -4)}.1.log`);
  }

  function write(level: LogLevel, message: string): void {
    const entry: LogEntry = { time: now().toISOString(), level, message: redactSecrets(message).replace(/\s+/g, ' ') };
    lines.push(entry);
    if (lines.length > recentLines) lines.splice(0, lines.length - recentLines);
    if (!file || !folder) return;
    try {
      mkdirSync(folder, { recursive: true });
      rotate(file);
      appendFileSync(file, `${entry.time} ${entry.level.toUpperCase()} ${entry.message}\n`);
    } catch {
      // A full or read-only disk: the in-memory lines still reach the diagnostics window.
    }
  }

  return {
    info: (message) => write('info', message),
    warn: (message) => write('warn', message),
    error: (message) => write('error', message),
    recent: () => [...lines],
  };
}
