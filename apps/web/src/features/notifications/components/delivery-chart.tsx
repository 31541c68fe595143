import { BarChart } from '@mui/x-charts/BarChart';

interface DeliveryChartProps {
  rows: { name: string; success: number; failure: number }[];
  successLabel: string;
  failureLabel: string;
}

/** Successes and failures per language, stacked. */
export function DeliveryChart({ rows, successLabel, failureLabel }: DeliveryChartProps) {
  return (
    <BarChart
      height={280}
      dataset={rows}
      xAxis={[{ scaleType: 'band', dataKey: 'name' }]}
      series={[
        { dataKey: 'success', label: successLabel, stack: 'total', color: '#2e7d32' },
        { dataKey: 'failure', label: failureLabel, stack: 'total', color: '#d32f2f' },
      ]}
    />
  );
}
