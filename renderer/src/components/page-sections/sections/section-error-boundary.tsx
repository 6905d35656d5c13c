import { Component } from 'react';
import type { ReactNode } from 'react';

interface Props {
  blockType: string;
  children: ReactNode;
}

/**
 * One block failing at render time (or its code failing to download) costs that block only,
 * just as a malformed block does at parse time.
 */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`Block "${this.props.blockType}" could not be shown and was skipped:`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
