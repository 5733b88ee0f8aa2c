/**
 * Which source modules a built script's bytes come from, read from its source map (the build
 * writes one beside every chunk): each mapped stretch of the minified code is charged to its
 * source file, the way source-map-explorer does. Gzip sizes are estimates: each module's code is
 * gzipped on its own, and the chunk's real gzip size is shared out in those proportions.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes of minified code no source map segment claims (helpers the bundler writes itself). */
export const UNMAPPED = '(bundler code, no source)';

export interface ModuleSize {
  /** The source file, relative to `root` (`node_modules/react-dom/cjs/…`, `src/app/…`). */
  module: string;
  /** Minified bytes in the chunk. */
  bytes: number;
  /** Estimated gzip bytes (see the module comment). */
  gzip: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one `mappings` segment (base64 VLQ, source map v3). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Bad source map character "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

interface SourceMapV3 {
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

/** The code of a built script split by source module, from the `.map` file beside it. */
export function codeBySource(scriptFile: string, root: string): Map<string, string[]> {
  const code = readFileSync(scriptFile, 'utf8');
  const pieces = new Map<string, string[]>();
  const add = (module: string, text: string) => {
    if (text === '') return;
    const list = pieces.get(module);
    if (list) list.push(text);
    else pieces.set(module, [text]);
  };
  const mapFile = `${scriptFile}.map`;
  if (!existsSync(mapFile)) {
    add(UNMAPPED, code);
    return pieces;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3;
  const base = resolve(dirname(mapFile), map.sourceRoot ?? '');
  const names = map.sources.map((source) => relative(root, resolve(base, source)));
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    // Columns count UTF-16 code units, as JavaScript strings do.
    let column = 0;
    let owner = UNMAPPED;
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      const start = column + columnDelta;
      add(owner, line.slice(column, start));
      column = start;
      if (sourceDelta === undefined) owner = UNMAPPED;
      else {
        sourceIndex += sourceDelta;
        owner = names[sourceIndex] ?? UNMAPPED;
      }
      // The remaining fields (original line, column, name) are relative too, but unused here.
    }
    add(owner, `${line.slice(column)}\n`);
  });
  return pieces;
}

/** Every module of one built script with its bytes and estimated gzip bytes. */
export function moduleSizes(scriptFile: string, root: string, chunkGzip: number): ModuleSize[] {
  const modules = [...codeBySource(scriptFile, root)].map(([module, texts]) => {
    const text = texts.join('');
    return {
      module,
      bytes: Buffer.byteLength(text),
      alone: gzipSync(text, { level: 9 }).length,
    };
  });
  const aloneTotal = modules.reduce((sum, item) => sum + item.alone, 0);
  return modules.map(({ module, bytes, alone }) => ({
    module,
    bytes,
    gzip: aloneTotal === 0 ? 0 : (chunkGzip * alone) / aloneTotal,
  }));
}

/** The largest modules across several scripts (a module split over chunks is added up). */
export function largestModules(sizes: Iterable<ModuleSize>, count: number): ModuleSize[] {
  const byModule = new Map<string, ModuleSize>();
  for (const item of sizes) {
    const known = byModule.get(item.module);
    if (known) {
      known.bytes += item.bytes;
      known.gzip += item.gzip;
    } else byModule.set(item.module, { ...item });
  }
  return [...byModule.values()].sort((a, b) => b.gzip - a.gzip).slice(0, count);
}

interface SourceMapWithNames extends SourceMapV3 {
  names?: string[];
}

/** Where a position of a built script comes from: its source module, line and name. */
export interface OriginalPosition {
  /** The source file, relative to `root`, or UNMAPPED. */
  module: string;
  /** 1-based line in the source file (0 when unmapped). */
  line: number;
  /** The source name at that position, when the map records one (a function's own name). */
  name?: string;
}

/**
 * A lookup from a built script's 0-based line and column (as a CPU profile's call frames give
 * them) to the source position its map records for the segment that holds it.
 */
export function sourceLocator(
  scriptFile: string,
  root: string,
): (line: number, column: number) => OriginalPosition {
  const mapFile = `${scriptFile}.map`;
  if (!existsSync(mapFile)) return () => ({ module: UNMAPPED, line: 0 });
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapWithNames;
  const base = resolve(dirname(mapFile), map.sourceRoot ?? '');
  const sources = map.sources.map((source) => relative(root, resolve(base, source)));
  // Per generated line: [column, source, original line, name] of each segment, in order.
  const lines: [number, number, number, number][][] = [];
  let source = 0;
  let originalLine = 0;
  let name = 0;
  for (const mappingLine of map.mappings.split(';')) {
    const segments: [number, number, number, number][] = [];
    let column = 0;
    for (const segment of mappingLine.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta, lineDelta = 0, , nameDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta === undefined) {
        segments.push([column, -1, 0, -1]);
        continue;
      }
      source += sourceDelta;
      originalLine += lineDelta;
      if (nameDelta !== undefined) name += nameDelta;
      segments.push([column, source, originalLine, nameDelta === undefined ? -1 : name]);
    }
    lines.push(segments);
  }
  return (line, column) => {
    const segments = lines[line] ?? [];
    let found: [number, number, number, number] | undefined;
    for (const segment of segments) {
      if (segment[0] > column) break;
      found = segment;
    }
    if (!found || found[1] < 0) return { module: UNMAPPED, line: 0 };
    const mapped = map.names?.[found[3]];
    return {
      module: sources[found[1]] ?? UNMAPPED,
      line: found[2] + 1,
      ...(mapped ? { name: mapped } : {}),
    };
  };
}
