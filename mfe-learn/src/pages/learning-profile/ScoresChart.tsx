import styled, { useTheme } from 'styled-components';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AssessmentCategory } from '@canopy/contracts';
import { VisuallyHiddenText } from '@canopy/ui';
import { useLabels } from '../../hooks/useLabels';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 8px;
  min-width: 0;
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CategoryScore {
  category: AssessmentCategory;
  score: number;
}

/**
 * The five scores as horizontal bars (recharts). The drawing is hidden from assistive technology; the same
 * figures are in a table beside it, which screen readers read instead.
 */
export function ScoresChart({
  scores,
  highlight,
}: {
  scores: CategoryScore[];
  highlight: AssessmentCategory[];
}) {
  const theme = useTheme();
  const { t, category } = useLabels();
  const data = scores.map((s) => ({ ...s, label: category(s.category) }));
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };
  return (
    <Figure>
      <div aria-hidden="true" style={{ width: '100%', height: 240 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ left: 8, right: 24 }}>
            <CartesianGrid stroke={theme.colors.border} horizontal={false} />
            <XAxis type="number" domain={[0, 100]} tick={tick} />
            <YAxis type="category" dataKey="label" width={120} tick={tick} />
            <Bar dataKey="score" radius={[0, 4, 4, 0]} maxBarSize={28} isAnimationActive={false}>
              {data.map((d) => (
                <Cell
                  key={d.category}
                  fill={highlight.includes(d.category) ? theme.colors.primary : theme.colors.borderStrong}
                />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Caption>{t('Scores from 0 to 100; your two preferences are highlighted.')}</Caption>
      <VisuallyHiddenText as="div">
        <table>
          <caption>{t('Your scores by category, from 0 to 100')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Category')}</th>
              <th scope="col">{t('Score')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.category}>
                <th scope="row">{d.label}</th>
                <td>{d.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHiddenText>
    </Figure>
  );
}
