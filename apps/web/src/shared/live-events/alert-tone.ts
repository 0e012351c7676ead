let context: AudioContext | null = null;
/** Whether the person has clicked, tapped or typed on the page since it loaded. */
let activated = false;
let armed = false;

/** What counts as a gesture for the browsers' autoplay policy. */
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/** How long a chime waits for the audio to resume before it is skipped. */
const RESUME_WAIT_MS = 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

/** The browser's own record of a gesture, where it keeps one (Chromium, Firefox, Safari 16.4+). */
function hasBeenActive(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activated || activation?.hasBeenActive === true;
}

function onGesture(): void {
  activated = true;
  for (const gesture of GESTURES) window.removeEventListener(gesture, onGesture, true);
  // Made (or resumed) inside the gesture: Safari lets only such a context make sound.
  try {
    const Context = audioContextClass();
    if (!Context) return;
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => {});
  } catch {
    // No sound on this device: the alert is still shown.
  }
}

/**
 * Starts watching for the person's first gesture (call it when a screen that may chime mounts).
 * Browsers refuse sound until the person has interacted with the page; the chime waits for that.
 */
export function armAlertTone(): void {
  if (armed || typeof window === 'undefined') return;
  armed = true;
  for (const gesture of GESTURES) window.addEventListener(gesture, onGesture, { capture: true, passive: true });
}

/**
 * A short two-note chime made with the Web Audio API (no sound file to ship). Before the person's
 * first gesture nothing is attempted and the answer is false: no audio context is made (the browser
 * would warn and hold it suspended) and no chime is queued to burst out at the first click.
 */
export async function playAlertTone(): Promise<boolean> {
  armAlertTone();
  if (!hasBeenActive()) return false;
  try {
    const Context = audioContextClass();
    if (!Context) return false;
    context ??= new Context();
    // A browser still refusing would leave resume() pending: the chime is skipped, never played late.
    if (context.state === 'suspended') await Promise.race([context.resume(), wait(RESUME_WAIT_MS)]);
    if (context.state !== 'running') return false;
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1175],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.15);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.16);
    }
    return true;
  } catch {
    return false;
  }
}
