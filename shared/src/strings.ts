/**
 * Trimming a repeated character without a regex. `/\/+$/` and `/^-+|-+$/g`
 * look harmless but are quadratic on a long run that does not reach the end
 * (`'/'.repeat(50_000) + 'x'`): every start position rescans the run. These
 * loops are linear on any input (issue 14, finding 4).
 */

/** `value` without any trailing `char`. */
export function trimEndChar(value: string, char: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === char) end--;
  return end === value.length ? value : value.slice(0, end);
}

/** `value` without any leading or trailing `char`. */
export function trimChar(value: string, char: string): string {
  let start = 0;
  while (start < value.length && value[start] === char) start++;
  return trimEndChar(value.slice(start), char);
}

/** A path without trailing slashes, keeping a lone `/`. */
export function withoutTrailingSlash(path: string): string {
  if (path.length <= 1) return path;
  return trimEndChar(path, '/') || '/';
}
