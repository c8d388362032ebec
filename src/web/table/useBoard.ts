/** React hook: loads a game's board plugin (once) and registers its strings with i18next. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasBoard, loadBoard, type GameId } from '../boards/registry.js';
import { registerStrings } from '../i18n/index.js';
import type { AnyBoardPlugin } from './plugin.js';

/** Result of `useBoard`: the plugin once loaded, or an error. */
export interface BoardLoad {
  readonly plugin: AnyBoardPlugin | null;
  readonly error: string | null;
}

/** Loads the board of `game` (null while loading). */
export function useBoard(game: GameId | string | null): BoardLoad {
  const { i18n } = useTranslation();
  const [state, setState] = useState<BoardLoad>({ plugin: null, error: null });
  useEffect(() => {
    if (!game) return;
    if (!hasBoard(game)) {
      setState({ plugin: null, error: 'unsupported' });
      return;
    }
    let alive = true;
    loadBoard(game).then(
      (plugin) => {
        registerStrings(i18n, plugin.ns, plugin.strings);
        if (alive) setState({ plugin, error: null });
      },
      (e: Error) => alive && setState({ plugin: null, error: e.message }),
    );
    return () => {
      alive = false;
    };
  }, [game, i18n]);
  return state;
}
