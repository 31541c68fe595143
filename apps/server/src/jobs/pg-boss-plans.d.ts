/** The SQL texts pg-boss 10 sends (its `src/plans.js`; the package has no types for it). */
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
