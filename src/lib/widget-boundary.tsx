import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

interface Props {
  name: string;
  children: ReactNode;
  /** Told once the widget has failed, so that its owner can say so or try again. */
  onError?: () => void;
}

/** Keeps a failing widget from taking the page down: it renders nothing and logs a warning. */
export class WidgetBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`${this.props.name} failed and was hidden`, error);
    this.props.onError?.();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
