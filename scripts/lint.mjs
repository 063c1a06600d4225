// `npm run lint`: ESLint beside the other checks (prettier, the OpenAPI documents, the dependency rules), not
// after them. ESLint's type-aware run keeps one core busy for ~3 min; on CI's two cores the other checks (~40 s
// one after another) fit beside it: 178 s for all against 212 s in a row (docs/desempenho-historico.md). Each
// group's output is printed whole when it ends, so the two never interleave; the exit code is the first failure's.
import { spawn } from 'node:child_process';

/** Runs the commands one after another (stopping at a failure) and resolves with their output and exit code. */
function inOrder(commands) {
  return commands.reduce(
    (previous, command) =>
      previous.then((result) => {
        if (result.code !== 0) return result;
        return new Promise((resolve) => {
          const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = `> ${command}\n`;
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => resolve({ output: result.output + output, code: code ?? 1 }));
        });
      }),
    Promise.resolve({ output: '', code: 0 }),
  );
}

const groups = [
  ['eslint .'],
  ['prettier --check .', 'npm run lint:openapi --silent', 'npm run lint:cycles --silent'],
];
const results = await Promise.all(
  groups.map((commands) =>
    inOrder(commands).then((result) => {
      process.stdout.write(result.output);
      return result;
    }),
  ),
);
process.exitCode = results.find((result) => result.code !== 0)?.code ?? 0;
