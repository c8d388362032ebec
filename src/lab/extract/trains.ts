/**
 * Trains statistics: for every card and map, how often a player buys it (TR-32 BUY) and how often the
 * players who bought it win. Buys are counted from the applied actions; the kingdom (TR-15) and the
 * map come from the state, the first player (TR-14) from `first`.
 */
import { BASIC_PILES, CARDS, type CardId } from '../../games/trains/cards.js';
import type { Chart } from '../report/charts.js';
import { round, wilson } from '../stats.js';
import { field, numberField, type ExtractedGame, type GameExtractor } from './extractor.js';

/** Per game: the map, the supply piles in play and, per seat, buys by card id. */
export interface TrainsStats {
  readonly map: string;
  readonly piles: readonly string[];
  readonly buys: readonly Readonly<Record<string, number>>[];
}

const cardName = (id: string): string => CARDS[id as CardId]?.name ?? id;

/** The Trains extractor. */
export const trainsExtractor: GameExtractor<Record<string, number>[], TrainsStats> = {
  start: () => [],
  firstSeat: (state) => numberField(state, 'first'),
  onAction(acc, seat, action) {
    if (field(action, 'type') !== 'BUY') return;
    const pile = String(field(action, 'pile'));
    const row = (acc[seat] ??= {});
    row[pile] = (row[pile] ?? 0) + 1;
  },
  finish(acc, end) {
    const kingdom = (field(end.state, 'kingdom') as readonly string[] | undefined) ?? [];
    return {
      map: String(field(end.state, 'map') ?? 'unknown'),
      piles: [...BASIC_PILES.map(String), ...kingdom],
      buys: end.bots.map((_, seat) => acc[seat] ?? {}),
    };
  },
  summarise(games) {
    return { title: 'Trains: card buy rate against win rate, per map', charts: cardCharts(games) };
  },
};

interface CardRow {
  map: string;
  card: string;
  /** Seat-games in which the card was in the supply. */
  seatGames: number;
  bought: number;
  boughtWins: number;
  notBoughtWins: number;
}

function cardCharts(games: readonly ExtractedGame<TrainsStats>[]): Chart[] {
  const rows = new Map<string, CardRow>();
  for (const g of games) {
    for (const card of g.stats.piles) {
      const key = `${g.stats.map}\u0000${card}`;
      const row = rows.get(key) ?? { map: g.stats.map, card, seatGames: 0, bought: 0, boughtWins: 0, notBoughtWins: 0 };
      g.bots.forEach((_, seat) => {
        row.seatGames += 1;
        const won = g.winners.includes(seat);
        if ((g.stats.buys[seat]?.[card] ?? 0) > 0) {
          row.bought += 1;
          if (won) row.boughtWins += 1;
        } else if (won) row.notBoughtWins += 1;
      });
      rows.set(key, row);
    }
  }
  const sorted = [...rows.values()].filter((r) => r.bought > 0).sort((a, b) => a.map.localeCompare(b.map) || a.card.localeCompare(b.card));
  const winShare = games.length ? games.reduce((a, g) => a + g.winners.length / g.bots.length, 0) / games.length : 0;
  return [
    {
      kind: 'scatter',
      title: 'Buy rate against win rate when bought',
      note: 'x: share of players (seat-games with the card in the supply) who bought it at least once; y: win rate of those players. The line is the average win share.',
      x: 'buy rate',
      y: 'win rate when bought',
      reference: round(winShare),
      data: sorted.map((r) => ({
        label: cardName(r.card),
        group: r.map,
        x: round(r.bought / r.seatGames),
        y: round(r.boughtWins / r.bought),
        n: r.bought,
      })),
    },
    {
      kind: 'intervals',
      title: 'Win rate when bought, per card and map (95 % Wilson)',
      x: 'win rate when bought',
      domain: [0, 1],
      reference: round(winShare),
      data: sorted.map((r) => {
        const ci = wilson(r.boughtWins, r.bought);
        return {
          label: `${cardName(r.card)} (${r.map})`,
          group: r.map,
          estimate: round(ci.estimate),
          low: round(ci.low),
          high: round(ci.high),
          n: r.bought,
        };
      }),
    },
    {
      kind: 'table',
      title: 'Cards per map',
      columns: ['map', 'card', 'seat-games', 'buy rate', 'win rate bought', 'win rate not bought'],
      rows: sorted.map((r) => [
        r.map,
        cardName(r.card),
        r.seatGames,
        round(r.bought / r.seatGames, 3),
        round(r.boughtWins / r.bought, 3),
        r.seatGames > r.bought ? round(r.notBoughtWins / (r.seatGames - r.bought), 3) : '—',
      ]),
    },
  ];
}
