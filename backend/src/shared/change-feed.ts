/**
 * The change announcements this process hears (`shop_changes`, ADR 0043), by topic. The embedded database is heard
 * the moment a change commits — before the statement that made it has answered (`synchronous`); with PostgreSQL the
 * change listener passes on what reaches it a moment after the commit. A cache that must never answer from before a
 * change may rely on the feed only when it is synchronous.
 */
export class ChangeFeed {
  private readonly listeners = new Set<(topic: string) => void>();

  constructor(readonly synchronous: boolean) {}

  subscribe(listener: (topic: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(topic: string): void {
    for (const listener of this.listeners) listener(topic);
  }
}
