import type { AffiliateStats } from "@studio/contracts";
import { formatMinor } from "@studio/domain";
import { useTranslation } from "react-i18next";

const WIDTH = 560;
const HEIGHT = 180;
const PAD = 28;

/** Rewards by month as a small SVG bar chart (no chart library in the web app); reversed rewards stacked in grey. */
export function RewardsChart({ stats }: { stats: AffiliateStats }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...stats.months.map((m) => m.rewards + m.reversed));
  const slot = (WIDTH - PAD) / stats.months.length;
  const bar = Math.min(40, slot * 0.6);
  const scale = (value: number) => (value / max) * (HEIGHT - PAD * 2);
  return (
    <svg className="affiliate-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t("affiliate.dashboard.chart")} data-testid="affiliate-chart">
      <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH} y2={HEIGHT - PAD} stroke="currentColor" strokeOpacity={0.3} />
      {stats.months.map((m, i) => {
        const x = PAD + i * slot + (slot - bar) / 2;
        const earned = scale(m.rewards);
        const reversed = scale(m.reversed);
        return (
          <g key={m.month}>
            <title>{`${m.month}: ${formatMinor(m.rewards, stats.currency)} ${stats.currency}`}</title>
            <rect x={x} y={HEIGHT - PAD - earned} width={bar} height={earned} fill="var(--accent, #4f46e5)" rx={3} />
            <rect x={x} y={HEIGHT - PAD - earned - reversed} width={bar} height={reversed} fill="#9ca3af" rx={3} />
            {m.rewards > 0 ? (
              <text x={x + bar / 2} y={HEIGHT - PAD - earned - reversed - 4} textAnchor="middle" fontSize={11}>
                {formatMinor(m.rewards, stats.currency)}
              </text>
            ) : null}
            <text x={x + bar / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11}>
              {m.month.slice(2)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
