import { useCallback, useEffect, useRef, useState } from "react";
import { drawSeveral, maxPicks } from "#src/domain/wheel/picking";
import {
  COOLDOWN_MS,
  SPIN_MS,
  spinTarget,
  type Weights,
  winnerIndex,
} from "#src/domain/wheel/spin";
import { animateSpin, wedgeCrossings } from "./spin-animation";
import { createWheelSound, type WheelSound } from "./tick-sound";
import { applyRotation } from "./wheel-drawing";
import type { WheelItem } from "./wheel-items";

/** With reduced motion the wheel does not turn: the result shows after this short pause. */
export const REDUCED_MOTION_PAUSE_MS = 600;

export type SpinState = "idle" | "spinning" | "cooldown";

type Options = {
  items: readonly WheelItem[];
  /** Each item's weight (its wedge's share); equal when left out. */
  weights?: readonly number[];
  /** How many different winners one spin reveals (1-10, at most the items). */
  picks?: number;
  reducedMotion: boolean;
  sound: boolean;
  /** How long the wheel turns (the class's spin length); reduced motion skips the turning. */
  durationMs?: number;
  /** A spin starts: the last spin's winners may now leave the wheel. */
  onSpinStart?: () => void;
  /** The spin's winners in the order revealed, and the wheel they were picked from. */
  onWinners: (items: WheelItem[], wheel: WheelItem[]) => void;
};

/**
 * The spinner of docs/product.md#wheel: idle -> spinning (the class's spin length, 5 s unless
 * chosen, eased over 8-12 turns onto a winner drawn with
 * crypto, each entry by its weight) -> the winner read from the final angle -> 2 s cool-down ->
 * idle. Picking several, the others are drawn from the entries left, each by its weight, and
 * revealed after the first. React renders at the start and the end only; the frames
 * in between move a CSS transform.
 */
export function useSpin(options: Options) {
  const { items, weights, picks = 1, reducedMotion, sound, onWinners, onSpinStart } = options;
  const durationMs = options.durationMs ?? SPIN_MS;
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const rotation = useRef(0);
  const stateRef = useRef<SpinState>("idle");
  const [state, setStateValue] = useState<SpinState>("idle");
  const [winners, setWinners] = useState<WheelItem[]>([]);
  // The entries of the spin under way or last finished: what the wheel shows while it turns.
  const [spun, setSpun] = useState<readonly WheelItem[] | null>(null);
  const stops = useRef(new Set<() => void>());
  const audio = useRef<WheelSound | null>(null);
  const latest = useRef({ onWinners, onSpinStart, sound });
  useEffect(() => {
    latest.current = { onWinners, onSpinStart, sound };
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
    const shares: Weights = weights && weights.length === count ? [...weights] : count;
    const order = drawSeveral(shares, Math.max(1, Math.min(picks, maxPicks(count))));
    const from = rotation.current;
    const to = spinTarget(from, order[0] as number, shares).rotation;
    if (latest.current.sound) audio.current ??= createWheelSound();
    const sounds = latest.current.sound ? audio.current : null;
    setState("spinning");
    setWinners([]);
    setSpun(wheel);
    latest.current.onSpinStart?.();

    const finish = () => {
      turnTo(to);
      // The first winner is the wedge under the pointer: the one path the statistics tests check.
      const first = winnerIndex(to, shares);
      const revealed = [first, ...order.slice(1)].flatMap((i) => wheel[i] ?? []);
      setWinners(revealed);
      setState("cooldown");
      if (revealed.length > 0) {
        sounds?.chime();
        latest.current.onWinners(revealed, wheel);
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
      durationMs,
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
  }, [items, weights, picks, reducedMotion, durationMs, later, setState, turnTo]);

  /** Back to rotation 0 with no result (the caller restores the items). */
  const reset = useCallback(() => {
    turnTo(0);
    setWinners([]);
    setSpun(null);
  }, [turnTo]);

  return { canvasRef, rotation, state, winners, spun, spin, reset };
}
