// The arena report's browser script: draws the charts of `window.ARENA` (see charts.ts) with
// Observable Plot, which the HTML file inlines together with d3, so the report opens with no network.
/* global Plot, document, window */
(function () {
  const report = window.ARENA;
  const root = document.getElementById('report');
  const el = (tag, attrs, ...children) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    for (const c of children) e.append(c);
    return e;
  };
  const fmt = (x) => (typeof x === 'number' ? (Number.isInteger(x) ? String(x) : x.toFixed(3)) : String(x));
  const width = Math.min(1100, document.body.clientWidth - 40);

  const draw = {
    histogram(c) {
      const groups = [...new Set(c.data.map((d) => d.group))];
      return Plot.plot({
        width,
        height: Math.max(160, 90 * groups.length + 60),
        marginLeft: 50,
        marginRight: 130,
        x: { label: c.x },
        y: { label: 'games' },
        fy: { label: null },
        color: { legend: false },
        marks: [Plot.rectY(c.data, Plot.binX({ y: 'count' }, { x: 'value', fy: 'group', fill: 'group', thresholds: 30 })), Plot.ruleY([0])],
      });
    },
    intervals(c) {
      const grouped = c.data.some((d) => d.group);
      // Rows repeat a label across groups (e.g. used / declined): key each row by label and group.
      const repeated = new Set(c.data.map((d) => d.label)).size < c.data.length;
      const rows = c.data.map((d) => ({ ...d, row: repeated && d.group ? `${d.label} · ${d.group}` : d.label }));
      const keys = [...new Set(rows.map((d) => d.row))];
      return Plot.plot({
        width,
        height: Math.max(120, 20 * keys.length + 60),
        marginLeft: Math.min(340, 8 + 6.5 * Math.max(...keys.map((l) => l.length), 4)),
        x: { label: c.x, domain: c.domain, grid: true },
        y: { label: null, domain: keys },
        color: grouped ? { legend: true } : undefined,
        marks: [
          c.reference === undefined ? null : Plot.ruleX([c.reference], { stroke: '#999', strokeDasharray: '4,3' }),
          Plot.ruleY(rows, { y: 'row', x1: 'low', x2: 'high', stroke: grouped ? 'group' : '#4269d0', strokeWidth: 2 }),
          Plot.dot(rows, {
            y: 'row',
            x: 'estimate',
            fill: grouped ? 'group' : '#4269d0',
            title: (d) => `${d.row}: ${fmt(d.estimate)} [${fmt(d.low)}, ${fmt(d.high)}], n = ${d.n}`,
          }),
        ],
      });
    },
    scatter(c) {
      const groups = [...new Set(c.data.map((d) => d.group || ''))];
      return Plot.plot({
        width,
        height: 420,
        grid: true,
        x: { label: c.x, domain: [0, 1] },
        y: { label: c.y, domain: [0, 1] },
        fx: groups.length > 1 ? { label: null } : undefined,
        marks: [
          c.reference === undefined ? null : Plot.ruleY([c.reference], { stroke: '#999', strokeDasharray: '4,3' }),
          Plot.dot(c.data, {
            x: 'x',
            y: 'y',
            r: (d) => Math.sqrt(d.n),
            fill: '#4269d0',
            fillOpacity: 0.5,
            fx: groups.length > 1 ? 'group' : undefined,
            title: (d) => `${d.label}: ${fmt(d.x)}, ${fmt(d.y)} (n = ${d.n})`,
          }),
          Plot.text(c.data, { x: 'x', y: 'y', text: 'label', fx: groups.length > 1 ? 'group' : undefined, dy: -9, fontSize: 9 }),
        ],
      });
    },
    matrix(c) {
      const names = [...new Set(c.data.flatMap((d) => [d.row, d.col]))];
      return Plot.plot({
        width: Math.min(width, 140 + 90 * names.length),
        height: 80 + 44 * names.length,
        marginLeft: 120,
        x: { label: 'against', domain: names, axis: 'top' },
        y: { label: null, domain: names },
        color: { type: 'diverging', domain: [0, 1], pivot: 0.5, scheme: 'RdBu', legend: true, label: 'row ranks above column' },
        marks: [
          Plot.cell(c.data, {
            x: 'col',
            y: 'row',
            fill: 'value',
            title: (d) => `${d.row} vs ${d.col}: ${fmt(d.value)} [${fmt(d.low)}, ${fmt(d.high)}], n = ${d.n}`,
          }),
          Plot.text(c.data, {
            x: 'col',
            y: 'row',
            text: (d) => `${(100 * d.value).toFixed(0)}% (${(100 * d.low).toFixed(0)}–${(100 * d.high).toFixed(0)})`,
            fontSize: 11,
            fill: 'black',
            stroke: 'white',
            strokeWidth: 3,
          }),
        ],
      });
    },
    map(c) {
      return Plot.plot({
        width,
        height: (width * c.height) / c.width,
        x: { domain: [0, c.width], axis: null },
        y: { domain: [c.height, 0], axis: null },
        color: {
          type: 'linear',
          scheme: 'YlOrRd',
          domain: [0, Math.max(0.01, ...c.links.map((l) => l.value))],
          legend: true,
          label: c.value,
        },
        marks: [
          Plot.link(c.links, { x1: 'x1', y1: 'y1', x2: 'x2', y2: 'y2', stroke: '#ddd', strokeWidth: 7, strokeLinecap: 'round' }),
          Plot.link(c.links, {
            x1: 'x1',
            y1: 'y1',
            x2: 'x2',
            y2: 'y2',
            stroke: 'value',
            strokeWidth: 5,
            strokeLinecap: 'round',
            title: (d) => `${d.label}: ${fmt(d.value)}`,
          }),
          Plot.dot(c.nodes, { x: 'x', y: 'y', r: 4, fill: '#333' }),
          Plot.text(c.nodes, { x: 'x', y: 'y', text: 'name', dy: -10, fontSize: 10, stroke: 'white', strokeWidth: 3, fill: '#222' }),
        ],
      });
    },
    table(c) {
      return el(
        'table',
        {},
        el('thead', {}, el('tr', {}, ...c.columns.map((h) => el('th', {}, h)))),
        el('tbody', {}, ...c.rows.map((r) => el('tr', {}, ...r.map((v) => el('td', {}, fmt(v)))))),
      );
    },
  };

  const head = el('header', {});
  head.append(el('h1', {}, `${report.title} arena`));
  const facts = [
    `${report.finished} of ${report.planned} games${report.interrupted ? ' (interrupted)' : ''}`,
    `${report.mode}${report.challenger ? ` (challenger ${report.challenger})` : ''}`,
    `bots: ${report.bots.join(', ')}`,
    `players: ${report.players.join(', ')}`,
    `configs: ${report.configs.map((c) => JSON.stringify(c)).join(' · ')}`,
    `seed ${report.seed}`,
    `${report.run.gamesPerSecond} games/s (${report.run.executor}${report.run.workers > 1 ? `, ${report.run.workers} workers` : ''})`,
  ];
  head.append(el('p', { class: 'facts' }, facts.join(' — ')));
  root.append(head);
  for (const section of report.sections) {
    const s = el('section', {}, el('h2', {}, section.title));
    for (const chart of section.charts) {
      const fig = el('figure', { 'data-kind': chart.kind }, el('h3', {}, chart.title));
      if (chart.note) fig.append(el('p', { class: 'note' }, chart.note));
      if (chart.data && chart.data.length === 0) fig.append(el('p', { class: 'note' }, 'No data.'));
      else fig.append(draw[chart.kind](chart));
      s.append(fig);
    }
    root.append(s);
  }
  document.body.setAttribute('data-ready', 'true');
})();
