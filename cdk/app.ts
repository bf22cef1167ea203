// The entry `cdk` runs (cdk.json): every stack of the stage its `-c` context names (build-app.ts).
import { buildApp } from './build-app.ts';

buildApp();
