import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deployCommands, formatSummary, outputsFile, parseDeployArgs, summarizeOutputs } from './deploy-args';

// `npm run deploy -- --stage dev`: build, `cdk deploy --all -c stage=dev`, print the outputs.
const root = fileURLToPath(new URL('../..', import.meta.url));

let options: ReturnType<typeof parseDeployArgs>;
try {
  options = parseDeployArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

for (const { command, args } of deployCommands(options)) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const outputs = JSON.parse(readFileSync(`${root}/${outputsFile(options.stage)}`, 'utf8'));
console.log(`\n${formatSummary(options.stage, summarizeOutputs(options.stage, outputs))}`);
