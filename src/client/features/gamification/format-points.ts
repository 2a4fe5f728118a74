/** Points as members read them: '0.5', '1.25', '12' (never '0.50' or '1.2500'). */
export function formatPoints(points: number): string {
  return points.toLocaleString('en-AU', { maximumFractionDigits: 2 });
}

/** A receipt's amount with its sign: '+0.25', '−0.5'. */
export function formatPointsChange(points: number): string {
  return `${points < 0 ? '−' : '+'}${formatPoints(Math.abs(points))}`;
}
