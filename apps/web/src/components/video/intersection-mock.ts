import { act } from '@testing-library/react';

/** A controllable IntersectionObserver for component tests. */
export class MockIntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  elements: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    MockIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.elements.push(el);
  }
  unobserve() {}
  disconnect() {
    this.elements = [];
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed element at `ratio` to observers matching `filter`. */
  static report(ratio: number, filter: (o: MockIntersectionObserver) => boolean = () => true) {
    act(() => {
      for (const o of MockIntersectionObserver.instances.filter(filter)) {
        const entries = o.elements.map(
          (target) =>
            ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
        );
        if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
      }
    });
  }
  static install() {
    MockIntersectionObserver.instances = [];
    globalThis.IntersectionObserver = MockIntersectionObserver as unknown as typeof IntersectionObserver;
  }
}
