/** A cargo cube of the Rail Pass board: its city's colour plus the city letter (never colour alone). Rules: docs/rules/rail-pass.md. */
import { CITY_INFO, type City } from '../data.js';

/** The display colour of a city (data file `cities[].hex`). */
export const cityHex = (c: City): string => CITY_INFO.find((x) => x.id === c)?.hex ?? '#888';

/** One cargo cube of `city`. */
export function Cube({ city }: { city: City }) {
  return (
    <span className="rp-cube" style={{ background: cityHex(city) }} title={city}>
      {city}
    </span>
  );
}
