/**
 * The optional wheel sound (off by default): a soft tick as wedges pass the pointer and a short
 * two-note chime for the winner, synthesised with Web Audio (no audio files to download).
 */
export type WheelSound = { tick(): void; chime(): void; close(): void };

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === "undefined") return null;
  if (typeof AudioContext !== "undefined") return AudioContext;
  return (window as Window & { webkitAudioContext?: AudioContextClass }).webkitAudioContext ?? null;
}

function blip(ctx: AudioContext, frequency: number, at: number, length: number, volume: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = "triangle";
  osc.frequency.setValueAtTime(frequency, at);
  gain.gain.setValueAtTime(volume, at);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

/** Creates the sound; call it from a click (browsers only allow audio after a user gesture). */
export function createWheelSound(): WheelSound | null {
  const Ctor = audioContextClass();
  if (!Ctor) return null;
  let ctx: AudioContext;
  try {
    ctx = new Ctor();
  } catch {
    return null;
  }
  void ctx.resume().catch(() => undefined);
  return {
    tick: () => blip(ctx, 1400, ctx.currentTime, 0.03, 0.05),
    chime: () => {
      blip(ctx, 784, ctx.currentTime, 0.25, 0.08);
      blip(ctx, 1047, ctx.currentTime + 0.12, 0.4, 0.08);
    },
    close: () => void ctx.close().catch(() => undefined),
  };
}
