import type { z } from 'zod';

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  array: 'a list',
  object: 'an object',
  record: 'an object (group id to value)',
  boolean: 'true or false',
};

function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/**
 * The sentence a 400 answer carries for a request body's first problem, naming where it is;
 * values are never quoted.
 */
export function describeIssue(
  issue: z.core.$ZodIssue,
  /** Replaces some of the words for zod's type names (`record` means different things per route). */
  words: Record<string, string> = {},
): string {
  const where = pathText(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const fields = `unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    return `${where === '' ? 'the body' : where} has ${fields}`;
  }
  if (issue.code === 'invalid_type') {
    if (where === '') return 'the body must be a JSON object';
    if (issue.message.endsWith('received undefined')) return `${where} is missing`;
    if (issue.message.startsWith('Invalid input')) {
      return `${where} must be ${words[issue.expected] ?? TYPE_WORDS[issue.expected] ?? issue.expected}`;
    }
  }
  return `${where} ${issue.message}`.trim();
}
