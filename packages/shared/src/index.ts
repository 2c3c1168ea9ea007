export * from './enums.js';
export * from './constants.js';
export * from './errors.js';
export * from './permissions.js';
export * from './schemas/common.js';
export * from './schemas/me.js';
export * from './schemas/consultants.js';
