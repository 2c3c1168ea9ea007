/**
 * A stand-in for the browser's EventSource: tests push server events with `FakeEventSource.emit(...)` instead of
 * opening a real stream. Installed for every test by setup.ts.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readonly url: string;
  readyState = FakeEventSource.OPEN;
  withCredentials = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** Delivers one server event to every open stream on `url`. */
  static emit(event: string, data: unknown, url = '/api/events'): void {
    for (const source of FakeEventSource.instances) {
      if (source.url === url && source.readyState !== FakeEventSource.CLOSED) {
        source.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
      }
    }
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }
}
