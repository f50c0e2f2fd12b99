import type { Level } from './capture/level';

/** The meter's floor: quieter than this shows as empty. */
const FLOOR_DBFS = -60;

/**
 * The input level as a native meter (announced with its name and value), plus the level in
 * words, so it does not rely on the bar alone.
 */
export function LevelMeter({ level, paused }: { level: Level | null; paused: boolean }) {
  const rms = level ? Math.max(FLOOR_DBFS, Math.min(0, level.rmsDbfs)) : FLOOR_DBFS;
  const words = paused
    ? 'paused'
    : rms <= -50
      ? 'silent'
      : rms <= -35
        ? 'quiet'
        : rms <= -6
          ? 'good'
          : 'very loud';
  return (
    <div className="field recorder__level">
      <label htmlFor="recorder-level">Input level</label>
      <meter
        id="recorder-level"
        min={FLOOR_DBFS}
        max={0}
        low={-45}
        high={-6}
        optimum={-20}
        value={rms}
        aria-valuetext={words}
      />
      <span className="recorder__level-words" aria-hidden="true">
        {words}
      </span>
    </div>
  );
}
