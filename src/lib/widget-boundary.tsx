import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Keeps a failing widget from taking the page down: it renders nothing and logs a warning. */
export class WidgetBoundary extends Component<{ name: string; children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`${this.props.name} failed and was hidden`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
