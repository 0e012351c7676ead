import type { ApiResult, LoadFigures } from './api';
import type { LighthouseFigures } from './lighthouse';
import type { PageScripts } from './page-scripts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rate = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number | null) => (n === null ? '–' : `${Math.round(n)} ms`);
const ratio = (n: number | null) => (n === null ? '–' : n.toFixed(2));

const us = (n: number | null) => (n === null ? '–' : `${Math.round(n)} µs`);
const cores = (f: LoadFigures) =>
  `${f.serverCores === null ? '–' : f.serverCores.toFixed(2)}, ${f.loadGeneratorCores.toFixed(2)}`;

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function apiTable(results: ApiResult[]): string {
  return table(
    [
      'endpoint',
      'body',
      'baseline req/s',
      'app req/s',
      'req/s ratio',
      'baseline p50/p99',
      'app p50/p99',
      'p99 ratio',
      'server CPU/req',
      'CPU ratio (rounds)',
      'cores: server, load',
    ],
    results.map((r) => [
      r.label,
      `${r.bodyBytes} B ${r.contentEncoding}`,
      rate(r.baseline.requestsPerSecond),
      rate(r.app.requestsPerSecond),
      ratio(r.throughputRatio),
      `${ms(r.baseline.latencyP50Ms)} / ${ms(r.baseline.latencyP99Ms)}`,
      `${ms(r.app.latencyP50Ms)} / ${ms(r.app.latencyP99Ms)}`,
      `${ratio(r.p99Ratio)}×`,
      `${us(r.baseline.serverCpuPerRequestUs)} | ${us(r.app.serverCpuPerRequestUs)}`,
      r.cpuRatioRange
        ? `${ratio(r.cpuRatio)} (${ratio(r.cpuRatioRange[0])}–${ratio(r.cpuRatioRange[1])})`
        : ratio(r.cpuRatio),
      `${cores(r.baseline)} | ${cores(r.app)}`,
    ]),
  );
}

export function scriptsTable(page: PageScripts, staffModules: (path: string) => string[] | undefined): string {
  const rows = page.scripts.map((s) => {
    const staff = staffModules(s.path);
    return [
      s.path,
      kb(s.bytes),
      kb(s.gzipBytes),
      kb(s.transferredBytes),
      staff === undefined ? 'unknown' : staff.length ? `${staff.length} modules` : '',
    ];
  });
  rows.push(['total', kb(page.totalBytes), kb(page.totalGzipBytes), kb(page.totalTransferredBytes), '']);
  return table(['script', 'raw', 'gzip -9', 'sent (br)', 'staff-only code'], rows);
}

export function lighthouseTable(results: { name: string; figures: LighthouseFigures }[]): string {
  return table(
    ['page', 'performance', 'accessibility', 'best-practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'CPU index'],
    results.map(({ name, figures: f }) => [
      name,
      String(f.scores.performance ?? '–'),
      String(f.scores.accessibility ?? '–'),
      String(f.scores['best-practices'] ?? '–'),
      String(f.scores.seo ?? '–'),
      ms(f.fcpMs),
      ms(f.lcpMs),
      ms(f.tbtMs),
      f.cls === null ? '–' : f.cls.toFixed(3),
      f.benchmarkIndex === null ? '–' : String(Math.round(f.benchmarkIndex)),
    ]),
  );
}
