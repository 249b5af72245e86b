// The conditions screens' names and actions live in src/domain/conditions.ts (the identity screen uses them too).
export * from '../../domain/conditions';
