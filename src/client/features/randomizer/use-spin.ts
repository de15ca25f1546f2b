import { useCallback, useEffect, useRef, useState } from "react";
import { COOLDOWN_MS, pickWinner, spinTarget, winnerIndex } from "../../../domain/wheel";
import { animateSpin, wedgeCrossings } from "./spin-animation";
import { createWheelSound, type WheelSound } from "./tick-sound";
import { applyRotation } from "./wheel-drawing";
import type { WheelItem } from "./wheel-items";

/** With reduced motion the wheel does not turn: the result shows after this short pause. */
export const REDUCED_MOTION_PAUSE_MS = 600;

export type SpinState = "idle" | "spinning" | "cooldown";

type Options = {
  items: readonly WheelItem[];
  reducedMotion: boolean;
  sound: boolean;
  onWinner: (item: WheelItem) => void;
};

/**
 * The spinner of spec §4: idle -> spinning (5 s, eased over 8-12 turns onto a winner drawn
 * uniformly with crypto) -> the winner read from the final angle -> 2 s cool-down -> idle.
 * React renders at the start and the end only; the frames in between move a CSS transform.
 */
export function useSpin({ items, reducedMotion, sound, onWinner }: Options) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const rotation = useRef(0);
  const stateRef = useRef<SpinState>("idle");
  const [state, setStateValue] = useState<SpinState>("idle");
  const [winner, setWinner] = useState<WheelItem | null>(null);
  const stops = useRef(new Set<() => void>());
  const audio = useRef<WheelSound | null>(null);
  const latest = useRef({ onWinner, sound });
  useEffect(() => {
    latest.current = { onWinner, sound };
  });

  useEffect(() => {
    const pending = stops.current;
    return () => {
      for (const stop of pending) stop();
      pending.clear();
      audio.current?.close();
      audio.current = null;
    };
  }, []);

  const setState = useCallback((next: SpinState) => {
    stateRef.current = next;
    setStateValue(next);
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const id = window.setTimeout(() => {
      stops.current.delete(stop);
      run();
    }, ms);
    const stop = () => window.clearTimeout(id);
    stops.current.add(stop);
  }, []);

  const turnTo = useCallback((angle: number) => {
    rotation.current = angle;
    applyRotation(canvasRef.current, angle);
  }, []);

  const spin = useCallback(() => {
    if (stateRef.current !== "idle" || items.length === 0) return;
    const wheel = [...items];
    const count = wheel.length;
    const from = rotation.current;
    const to = spinTarget(from, pickWinner(count), count).rotation;
    if (latest.current.sound) audio.current ??= createWheelSound();
    const sounds = latest.current.sound ? audio.current : null;
    setState("spinning");
    setWinner(null);

    const finish = () => {
      turnTo(to);
      const item = wheel[winnerIndex(to, count)] ?? null;
      setWinner(item);
      setState("cooldown");
      if (item) {
        sounds?.chime();
        latest.current.onWinner(item);
      }
      later(COOLDOWN_MS, () => setState("idle"));
    };

    if (reducedMotion) {
      later(REDUCED_MOTION_PAUSE_MS, finish);
      return;
    }
    const tick = sounds ? wedgeCrossings(count, () => sounds.tick()) : null;
    const stop = animateSpin({
      from,
      to,
      apply: (angle) => {
        turnTo(angle);
        tick?.(angle);
      },
      onDone: () => {
        stops.current.delete(stop);
        finish();
      },
    });
    stops.current.add(stop);
  }, [items, reducedMotion, later, setState, turnTo]);

  /** Back to rotation 0 with no result (the caller restores the items). */
  const reset = useCallback(() => {
    turnTo(0);
    setWinner(null);
  }, [turnTo]);

  return { canvasRef, rotation, state, winner, spin, reset };
}
