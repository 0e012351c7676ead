let context: AudioContext | null = null;

/**
 * A short two-note chime made with the Web Audio API (no sound file to ship). Browsers refuse
 * sound before the person has interacted with the page: the refusal is quiet (false), and the
 * next alert after a click or key press sounds.
 */
export async function playAlertTone(): Promise<boolean> {
  try {
    const Context =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return false;
    context ??= new Context();
    if (context.state === 'suspended') await context.resume();
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
