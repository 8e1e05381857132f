/**
 * Keeps a failing preview from taking the editor down with it: React unmounts the whole tree on an
 * uncaught render error, which would blank the form and lose the text being typed.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** When it changes (the text was edited), the preview tries again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedFor: string | null;
}

export class PreviewBoundary extends Component<Props, State> {
  override state: State = { failedFor: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedFor: '' };
  }

  override componentDidCatch(error: unknown) {
    console.error('[admin] the preview failed to render', error);
    this.setState({ failedFor: this.props.resetKey });
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failedFor !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ failedFor: null });
    }
  }

  override render() {
    if (this.state.failedFor === null) return this.props.children;
    return (
      <section aria-label="Preview" className="rounded-lg border border-red-300 p-4">
        <p className="eyebrow">Preview</p>
        <p className="mt-2 text-sm text-red-800" role="status" data-preview-error>
          The preview could not show this content. Your text is safe in the editor, and saving will
          tell you what to change.
        </p>
      </section>
    );
  }
}
