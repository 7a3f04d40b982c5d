// @cuemap/shared: the API contract (zod schemas), plans and pure domain logic used by server and web app.
export * from './limits';
export * from './plans';
export * from './schemas/common';
export * from './schemas/text';
export * from './schemas/auth';
export * from './schemas/mind-maps';
export * from './schemas/teleprompter';
export * from './schemas/versions';
export * from './schemas/rehearsals';
export * from './schemas/stage';
export * from './schemas/ai';
export * from './ai';
export * from './schemas/billing';
export * from './messages';
export * from './map';
export * from './seeded';
export * from './io';
