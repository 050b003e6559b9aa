// `npm run worker`: a process that runs background jobs and serves no HTTP (NUGGET_ROLE=worker).
process.env.NUGGET_ROLE = 'worker';
await import('./main.ts');
