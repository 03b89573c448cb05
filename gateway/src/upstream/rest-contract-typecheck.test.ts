import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The must-show of issue #11: `npm run typecheck` fails when an API response schema changes and the gateway does
 * not follow. The gateway's modules are type-checked as tsconfig.json checks them, once as they are and once with
 * the generated contract (`gateway/src/generated/rest-api.ts`) altered as a regenerated one would be after the
 * API renamed a field of the orders list answer; the altered program must report the mapper that reads it.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const gatewaySrc = path.join(root, 'gateway/src');
const generatedContract = path.join(gatewaySrc, 'generated/rest-api.ts');

function compilerOptions(): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const read: { config?: unknown; error?: ts.Diagnostic } = ts.readConfigFile(configPath, (file) =>
    ts.sys.readFile(file),
  );
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, root, undefined, configPath).options;
}

/** The gateway's own modules, tests left out: what the contract's change must reach. */
const gatewayModules = ts.sys
  .readDirectory(gatewaySrc, ['.ts'], ['**/*.test.ts'], ['**/*'])
  .filter((file) => !file.endsWith('.test.ts'));

const options = compilerOptions();
/** Parsed source files shared by both programs: only the contract differs between them. */
const parsed = new Map<string, ts.SourceFile>();

/** Gateway files' type errors when the generated contract reads as `contractText`. */
function gatewayDiagnostics(contractText: string): ts.Diagnostic[] {
  const host = ts.createCompilerHost(options, true);
  const readSourceFile = host.getSourceFile.bind(host);
  const isContract = (fileName: string): boolean => path.resolve(fileName) === generatedContract;
  host.readFile = (fileName) => (isContract(fileName) ? contractText : ts.sys.readFile(fileName));
  host.getSourceFile = (fileName, languageVersion, onError) => {
    if (isContract(fileName))
      return ts.createSourceFile(fileName, contractText, languageVersion, true);
    const cached = parsed.get(fileName);
    if (cached) return cached;
    const sourceFile = readSourceFile(fileName, languageVersion, onError);
    if (sourceFile) parsed.set(fileName, sourceFile);
    return sourceFile;
  };
  const program = ts.createProgram({ rootNames: gatewayModules, options, host });
  return program
    .getSourceFiles()
    .filter((file) => path.resolve(file.fileName).startsWith(gatewaySrc + path.sep))
    .flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ]);
}

function describeDiagnostic(diagnostic: ts.Diagnostic): string {
  const file = diagnostic.file ? path.relative(root, diagnostic.file.fileName) : '(no file)';
  return `${file}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
}

/**
 * The contract as openapi-typescript would write it had the API renamed the orders list's `orderStatus` (which
 * orders-mapper.ts reads for the tracker) to `orderState`: the rename is made inside the ordersList operation only.
 */
function withOrdersListFieldRenamed(contract: string): string {
  const start = contract.indexOf('\n    ordersList: {');
  const end = contract.indexOf('\n    placeOrder: {', start);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const operation = contract.slice(start, end);
  const renamed = operation.replace(/\borderStatus:/, 'orderState:');
  expect(renamed).not.toBe(operation);
  return contract.slice(0, start) + renamed + contract.slice(end);
}

describe('the gateway against the generated REST contract', () => {
  const contract = ts.sys.readFile(generatedContract) ?? '';

  it('type-checks as the contract stands', { timeout: 60_000 }, () => {
    expect(gatewayModules.length).toBeGreaterThan(10);
    expect(gatewayDiagnostics(contract).map(describeDiagnostic)).toEqual([]);
  });

  it(
    'stops type-checking where a mapper reads a field the API renamed',
    { timeout: 60_000 },
    () => {
      const found = gatewayDiagnostics(withOrdersListFieldRenamed(contract)).map(
        describeDiagnostic,
      );
      expect(found).toContainEqual(
        expect.stringMatching(/^gateway\/src\/orders\/orders-mapper\.ts: .*'orderStatus'/),
      );
    },
  );
});
