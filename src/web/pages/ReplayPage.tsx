/** placeholder replaced below */
export function ReplayListPage() {
  return null;
}
/** placeholder replaced below */
export function ReplayPage(_: { source: string; id: string }) {
  return null;
}
