import { Component, type ReactNode } from 'react';
import { SectionFailure } from './section-failure';

/**
 * Around a section's part whose code comes on its own (the test results' histories): if that code cannot be
 * fetched, the section says so with the catalogue's message and can be tried again, as when its entries could
 * not be read, while the other sections stay. React catches render errors only in class components.
 */
export class SectionPartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (this.state.failed)
      return <SectionFailure onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
