export * from './users';
export * from './courses';
export * from './assignments';
export * from './submissions';
export * from './autograder';
export * from './auth';
export * from './anonymity';
export * from './accounts';
