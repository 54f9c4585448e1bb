// Plain JavaScript on purpose: it must run on any Node, before a `.ts` entry point an older Node cannot load.
// `npm ci` brings Node 24 as the `node` dev dependency, and npm puts node_modules/.bin first on the PATH of every
// script, so this passes; where that Node could not be installed (an unsupported platform, --ignore-scripts),
// the machine's own Node runs the scripts and this stops them at once with one line saying what to install.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `GTM Combine runs on Node 24 LTS, and this is Node ${process.version}: run \`npm ci\` again (it installs Node 24 for the scripts) or install Node 24 from https://nodejs.org/.`,
  );
  process.exit(1);
}
