/** All entity schemas in one import: `@app/shared/schemas/index`. */
export * from './auth';
export * from './blog';
export * from './careers-cards';
export * from './common';
export * from './contact';
export * from './issues';
export * from './job-application';
export * from './job-opening';
export * from './job-post';
export * from './lead-admin';
export * from './lets-connect';
export * from './member';
export * from './schedule-meeting';
export * from './testimonial';
