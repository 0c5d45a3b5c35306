/** A Storage kept in memory, for pages whose browser refuses them localStorage. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

let fallback: MemoryStorage | undefined;

/**
 * `localStorage`, or an in-memory stand-in where the browser denies it: a third-party iframe (the
 * SDK mode inside a partner's page) with third-party storage blocked throws on the mere property
 * read. Then what the page keeps (language, the partner's session token) lasts as long as the
 * frame, and the partner's page hands the session again when the frame reloads.
 */
export function localStore(): Storage {
  try {
    const storage = window.localStorage;
    if (storage) return storage;
  } catch {
    // Access denied: fall through to memory.
  }
  fallback ??= new MemoryStorage();
  return fallback;
}
