/**
 * Compares the app's and the floor's answers to the same request: the ids and counts in them (every `id`, `...Id`,
 * `...Count`, `registeredBeds` and `supportedRatio` value, in order) and their shape (every key path, arrays
 * collapsed). Returns the differences (empty when they agree).
 */
const COMPARED = /^(id|.*Id|.*Count|totalCount|registeredBeds|supportedRatio)$/;

function walk(v: unknown, path: string, values: string[], shape: Set<string>): void {
  if (Array.isArray(v)) {
    shape.add(`${path}[]`);
    v.forEach((x, i) => walk(x, `${path}[${i}]`, values, shape));
    return;
  }
  if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v).sort(([p], [q]) => (p < q ? -1 : p > q ? 1 : 0))) {
      shape.add(`${path.replace(/\[\d+\]/g, '[]')}.${k}`);
      if (COMPARED.test(k) && (x === null || typeof x !== 'object')) values.push(`${path}.${k}=${JSON.stringify(x)}`);
      walk(x, `${path}.${k}`, values, shape);
    }
  }
}

export function fingerprint(answer: unknown): { values: string[]; shape: Set<string> } {
  const values: string[] = [];
  const shape = new Set<string>();
  walk(answer, '', values, shape);
  return { values, shape };
}

export function compareAnswers(app: unknown, floor: unknown): string[] {
  const a = fingerprint(app);
  const f = fingerprint(floor);
  const out: string[] = [];
  for (const k of a.shape) if (!f.shape.has(k)) out.push(`floor lacks ${k}`);
  for (const k of f.shape) if (!a.shape.has(k)) out.push(`app lacks ${k}`);
  const n = Math.max(a.values.length, f.values.length);
  for (let i = 0; i < n && out.length < 20; i++)
    if (a.values[i] !== f.values[i]) out.push(`app ${a.values[i] ?? '(nothing)'} / floor ${f.values[i] ?? '(nothing)'}`);
  return out;
}
