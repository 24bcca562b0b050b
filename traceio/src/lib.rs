//! `traceio`: trace stream formats — records, bzip2 block files with an index, dumps.
//! (Being written: see issue 4.)
