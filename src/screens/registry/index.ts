export { RegistryScreen } from './registry.js';
