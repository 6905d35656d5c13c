import type { BackendService, HostedUrlSource } from './backend-service';
import { parseHostedUrl } from './hosted-url';
import type { Reachability } from './reachability';
import { describeReachability } from './reachability';

export type HostedUrlAction = { kind: 'set'; url: string } | { kind: 'reset' } | { kind: 'cancel' };

export interface HostedUrlDialogPlan {
  message: string;
  detail: string;
  buttons: string[];
  actions: HostedUrlAction[];
  cancelId: number;
  /** Always Cancel: Enter must never replace the backend with whatever happens to be on the clipboard. */
  defaultId: number;
}

export interface HostedUrlDialogInput {
  current: { url: string | null; source: HostedUrlSource };
  clipboardText: string;
  envUrl: string | undefined;
  /** The copied address's answer to a ping, asked before the dialog shows. */
  probe?: Reachability | undefined;
}

const sourceNames: Record<HostedUrlSource, string> = {
  settings: 'saved in settings',
  env: 'from HOSTED_API_URL',
  build: 'the default of this build',
  none: 'not configured',
};

/**
 * Electron has no text prompt, so the editor is a native message box that offers (never applies) an
 * address found on the clipboard, with the result of pinging it: copy the address, open this item, read,
 * choose. Cancel is the default. Pure, so every choice it offers is unit-tested.
 */
export function planHostedUrlDialog(input: HostedUrlDialogInput): HostedUrlDialogPlan {
  const { current } = input;
  const choices: Array<{ button: string; action: HostedUrlAction }> = [];
  const notes = [`Current: ${current.url ?? 'none'} (${sourceNames[current.source]}).`];

  const fromClipboard = parseHostedUrl(input.clipboardText);
  if (fromClipboard.ok && fromClipboard.url !== current.url) {
    const reachable = input.probe?.reachable === true;
    notes.push(`Copied address: ${fromClipboard.url}.`);
    if (input.probe) notes.push(describeReachability(input.probe));
    notes.push('Changing the address signs this app out of the current hosted backend.');
    const button = reachable ? `Use ${fromClipboard.url}` : `Use ${fromClipboard.url} anyway`;
    choices.push({ button, action: { kind: 'set', url: fromClipboard.url } });
  } else if (!fromClipboard.ok) {
    notes.push(`To change it, copy the new address first (${fromClipboard.error}).`);
  }
  const fromEnv = parseHostedUrl(input.envUrl);
  if (current.source === 'settings') {
    const fallback = fromEnv.ok ? `HOSTED_API_URL (${fromEnv.url})` : 'no hosted backend';
    choices.push({ button: 'Forget saved address', action: { kind: 'reset' } });
    notes.push(`Forgetting the saved address falls back to ${fallback}.`);
  }
  choices.push({ button: 'Cancel', action: { kind: 'cancel' } });

  return {
    message: 'Hosted backend address',
    detail: notes.join('\n'),
    buttons: choices.map((choice) => choice.button),
    actions: choices.map((choice) => choice.action),
    cancelId: choices.length - 1,
    defaultId: choices.length - 1,
  };
}

export interface HostedUrlDialogDeps {
  backends: Pick<BackendService, 'hostedUrl' | 'setHostedUrl'>;
  readClipboard(): Promise<string>;
  ping(baseUrl: string): Promise<Reachability>;
  envUrl: string | undefined;
  showMessageBox(options: {
    type: 'question';
    message: string;
    detail: string;
    buttons: string[];
    cancelId: number;
    defaultId: number;
    noLink: boolean;
  }): Promise<{ response: number }>;
}

export async function editHostedUrl(deps: HostedUrlDialogDeps): Promise<HostedUrlAction> {
  const current = deps.backends.hostedUrl();
  const clipboardText = await deps.readClipboard().catch(() => '');
  const candidate = parseHostedUrl(clipboardText);
  const probe = candidate.ok && candidate.url !== current.url ? await deps.ping(candidate.url) : undefined;
  const plan = planHostedUrlDialog({ current, clipboardText, envUrl: deps.envUrl, probe });
  const { response } = await deps.showMessageBox({
    type: 'question',
    message: plan.message,
    detail: plan.detail,
    buttons: plan.buttons,
    cancelId: plan.cancelId,
    defaultId: plan.defaultId,
    noLink: true,
  });
  const action = plan.actions[response] ?? { kind: 'cancel' };
  if (action.kind === 'set') deps.backends.setHostedUrl(action.url);
  if (action.kind === 'reset') deps.backends.setHostedUrl(undefined);
  return action;
}
