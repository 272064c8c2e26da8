/** Progress values are percentages; anything outside 0-100 (or not a number) is clamped. */
export function clampProgress(value: number | null | undefined): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export interface ProgressProps {
  value: number | null | undefined;
  /** Accessible name, e.g. "Course progress". */
  label?: string;
  size?: 'sm' | 'md';
  className?: string;
}
