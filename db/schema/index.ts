export * from './leads';
export * from './agents';
export * from './receptionist';
export * from './knowledge';
