/** A rating and its change, like "12.3 (+2.1)", coloured by direction. */
export function RatingDelta({ delta, after }: { delta: number; after: number }) {
  return (
    <span className={`rating-delta ${delta >= 0 ? 'is-up' : 'is-down'}`} data-testid="rating-delta">
      {after.toFixed(1)} ({delta >= 0 ? '+' : ''}
      {delta.toFixed(1)})
    </span>
  );
}
