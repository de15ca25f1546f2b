import { useCallback, useEffect, useRef } from "react";

/** What a worker sends back for a request: progress, its result, or its error. */
export type WorkerReply<Result, Progress> =
  | { type: "progress"; id: number; progress: Progress }
  | { type: "result"; id: number; result: Result }
  | { type: "error"; id: number; message: string };

type Pending<Result, Progress> = {
  id: number;
  resolve: (result: Result | null) => void;
  reject: (error: Error) => void;
  onProgress: (progress: Progress) => void;
};

/**
 * One request at a time to a Web Worker that the component owns (made on first use, ended when
 * the component unmounts, e.g. its dialog closes). A newer request makes the older one resolve
 * with null, so a stale answer never replaces a newer file's. `create` makes the worker (Vite
 * needs `new Worker(new URL(...))` written at the call site); `reply` reads a message into a
 * `WorkerReply`, or null for anything else; `failed` is the error when the worker itself fails.
 */
export function useWorkerRequest<Request, Result, Progress>(
  create: () => Worker,
  reply: (message: unknown) => WorkerReply<Result, Progress> | null,
  failed: string,
): (
  request: (id: number) => Request,
  onProgress: (progress: Progress) => void,
) => Promise<Result | null> {
  const worker = useRef<Worker | null>(null);
  const pending = useRef<Pending<Result, Progress> | null>(null);
  const nextId = useRef(1);
  // The first render's functions: the worker is made once, with what the caller passed then.
  const setup = useRef({ create, reply, failed });

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
      pending.current?.resolve(null);
      pending.current = null;
    },
    [],
  );

  const getWorker = useCallback(() => {
    if (worker.current) return worker.current;
    const created = setup.current.create();
    created.onmessage = (event: MessageEvent<unknown>) => {
      const message = setup.current.reply(event.data);
      const current = pending.current;
      if (!message || !current || message.id !== current.id) return;
      if (message.type === "progress") {
        current.onProgress(message.progress);
        return;
      }
      pending.current = null;
      if (message.type === "result") current.resolve(message.result);
      else current.reject(new Error(message.message));
    };
    created.onerror = (event) => {
      const current = pending.current;
      pending.current = null;
      current?.reject(new Error(event.message || setup.current.failed));
    };
    worker.current = created;
    return created;
  }, []);

  return useCallback(
    (request, onProgress) => {
      pending.current?.resolve(null);
      const id = nextId.current++;
      return new Promise<Result | null>((resolve, reject) => {
        pending.current = { id, resolve, reject, onProgress };
        getWorker().postMessage(request(id));
      });
    },
    [getWorker],
  );
}
