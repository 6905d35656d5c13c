import { repairAccount } from './fuzz-accounts';
import type { Live } from './fuzz-live';
import type { Caller, Role } from './fuzz-seed';
import { roles } from './fuzz-seed';

/**
 * Keeps the harness's admin, editor and viewer signed in while cases sign out, end sessions, change passwords
 * and disable accounts. A role is checked when a case may have ended its sessions (or got a 401/403 it should
 * not have); cases of that role wait until it is repaired, so they go out with live credentials.
 */
const recheckAfterMs = 2000;

export class SessionKeeper {
  private readonly running = new Map<Role, Promise<void>>();
  private readonly dirty = new Set<Role>();
  private readonly lastHealthy = new Map<Role, number>();
  /** What was done to each role to get it back, for the report: "signed in again (token)" ×12. */
  readonly repairs = new Map<string, number>();
  readonly problems: string[] = [];

  constructor(private readonly live: Live) {}

  /** Resolves once no repair of the caller's role is under way. */
  async ready(caller: Caller): Promise<void> {
    if (caller.role === 'anonymous') return;
    await this.running.get(caller.role);
  }

  /** A case may have ended sessions: check every account. */
  flagAll(): void {
    for (const role of roles) this.flag(role, true);
  }

  /** `force`: check even if the role was found healthy a moment ago. */
  flag(role: Role, force = false): void {
    if (!force && Date.now() - (this.lastHealthy.get(role) ?? 0) < recheckAfterMs) return;
    this.dirty.add(role);
    if (this.running.has(role)) return;
    const loop = async () => {
      while (this.dirty.has(role)) {
        this.dirty.delete(role);
        await this.repairOnce(role);
      }
    };
    this.running.set(
      role,
      loop().finally(() => this.running.delete(role)),
    );
  }

  /** Waits for every repair under way (the end of a run). */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  /**
   * A case running meanwhile can undo a repair (a password changed again just after the reset): it is tried
   * three times before the account counts as lost.
   */
  private async repairOnce(role: Role): Promise<void> {
    const account = this.live.accounts[role];
    let failure = '';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        for (const done of await repairAccount(this.live.port, account, this.live.ctx.keeperToken)) {
          const key = `${role}: ${done}`;
          this.repairs.set(key, (this.repairs.get(key) ?? 0) + 1);
        }
        this.lastHealthy.set(role, Date.now());
        return;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
    }
    const problem = `${role}: ${failure}`;
    if (!this.problems.includes(problem)) this.problems.push(problem);
  }
}
