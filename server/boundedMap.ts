// The server's in-process caches (verified tokens, sessions, renewals, kept reads, prepared statements, answer
// texts) each hold at most so many entries: past that, the one set longest ago goes. A Map keeps its keys in the
// order they were set, so the oldest is the first; setting a key again moves it to the end.

export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.has(key)) this.delete(key);
    else if (this.size >= this.max) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
