// The running build's version: apps/api/package.json's, inlined by the bundler (no file read at run time,
// so the release folder and the container need no package.json beside the server).
import { version } from '../../package.json';

export const APP_VERSION: string = version;
