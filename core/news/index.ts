export * from './bills';
export * from './congress';
export * from './eastern';
export * from './federalRegister';
export * from './list';
export { plainText } from './text';
