/** placeholder replaced below */
export function OnlineTablePage(_: { id: string }) {
  return null;
}
