// bin/tradesite.js is a script: importing it runs the CLI, and it exports nothing.
export {};
