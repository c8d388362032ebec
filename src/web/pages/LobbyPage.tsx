/** placeholder replaced below */
export function LobbyPage() {
  return null;
}
