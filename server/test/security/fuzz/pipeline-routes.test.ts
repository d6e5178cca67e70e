/** Bad input on the admissions board's routes (staff). Its own file: the other two already fill a worker each. */
import { describeFuzz, useFuzzApp } from './run-fuzz.js';
import { PIPELINE_TARGETS } from './pipeline.targets.js';

describeFuzz(useFuzzApp(), { 'admissions pipeline': PIPELINE_TARGETS });
