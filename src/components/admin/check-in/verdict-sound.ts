// A short sound per verdict (WebAudio, no files): two rising notes for "come in", one low buzz
// for anything else, so the operator hears the answer while looking at the visitor.
let context: AudioContext | null = null;

/** Creates the audio context on a user gesture (browsers keep it muted until one happens). */
export function unlockVerdictSound(): void {
  if (context || typeof AudioContext === 'undefined') return;
  context = new AudioContext();
}

export function playVerdictSound(valid: boolean): void {
  if (!context) return;
  const ctx = context;
  void ctx.resume().then(
    () => {
      const notes = valid ? [880, 1320] : [196];
      notes.forEach((frequency, index) => {
        const oscillator = ctx.createOscillator();
        const gain = ctx.createGain();
        oscillator.type = valid ? 'sine' : 'square';
        oscillator.frequency.value = frequency;
        const start = ctx.currentTime + index * 0.14;
        const length = valid ? 0.12 : 0.45;
        gain.gain.setValueAtTime(0.2, start);
        gain.gain.exponentialRampToValueAtTime(0.001, start + length);
        oscillator.connect(gain).connect(ctx.destination);
        oscillator.start(start);
        oscillator.stop(start + length);
      });
    },
    (error: unknown) => console.error('[check-in] audio could not resume', error),
  );
}
