import { Component } from 'react';
import type { ReactNode } from 'react';

interface Props {
  sectionKey: string;
  children: ReactNode;
}

/**
 * One section failing at render time (or its code failing to download) costs that section only,
 * just as a malformed section does at parse time.
 */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`Section "${this.props.sectionKey}" could not be shown and was skipped:`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
