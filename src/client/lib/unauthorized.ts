/**
 * The one signal that the server no longer knows this browser's teacher: any API answer of 401
 * (the session ended, maybe from another device). Whoever keeps the teacher's data in the
 * browser listens and wipes it (pupils' names leave the browser with the session).
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` on every 401; returns a function that stops listening. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportUnauthorized(): void {
  for (const listener of [...listeners]) listener();
}
