import type { BackendService, HostedUrlSource } from './backend-service';
import { parseHostedUrl } from './hosted-url';

export type HostedUrlAction = { kind: 'set'; url: string } | { kind: 'reset' } | { kind: 'cancel' };

export interface HostedUrlDialogPlan {
  message: string;
  detail: string;
  buttons: string[];
  actions: HostedUrlAction[];
  cancelId: number;
}

export interface HostedUrlDialogInput {
  current: { url: string | null; source: HostedUrlSource };
  clipboardText: string;
  envUrl: string | undefined;
}

const sourceNames: Record<HostedUrlSource, string> = {
  settings: 'saved in settings',
  env: 'from HOSTED_API_URL',
  none: 'not configured',
};

/**
 * Electron has no text prompt, so the editor is a native message box fed by the clipboard: copy the
 * address, open this item, confirm. Pure, so every choice it offers is unit-tested.
 */
export function planHostedUrlDialog(input: HostedUrlDialogInput): HostedUrlDialogPlan {
  const { current } = input;
  const choices: Array<{ button: string; action: HostedUrlAction }> = [];
  const notes = [`Current: ${current.url ?? 'none'} (${sourceNames[current.source]}).`];

  const fromClipboard = parseHostedUrl(input.clipboardText);
  if (fromClipboard.ok && fromClipboard.url !== current.url) {
    choices.push({ button: `Use ${fromClipboard.url}`, action: { kind: 'set', url: fromClipboard.url } });
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
  };
}

export interface HostedUrlDialogDeps {
  backends: Pick<BackendService, 'hostedUrl' | 'setHostedUrl'>;
  readClipboard(): Promise<string>;
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
  const plan = planHostedUrlDialog({
    current: deps.backends.hostedUrl(),
    clipboardText: await deps.readClipboard().catch(() => ''),
    envUrl: deps.envUrl,
  });
  const { response } = await deps.showMessageBox({
    type: 'question',
    message: plan.message,
    detail: plan.detail,
    buttons: plan.buttons,
    cancelId: plan.cancelId,
    defaultId: 0,
    noLink: true,
  });
  const action = plan.actions[response] ?? { kind: 'cancel' };
  if (action.kind === 'set') deps.backends.setHostedUrl(action.url);
  if (action.kind === 'reset') deps.backends.setHostedUrl(undefined);
  return action;
}
