//! The bundled guest VM's collector plans, read at build time from its one list,
//! `guests/jvm/plans.def` (the X-macro the VM's plan registry, usage text and version
//! text are built from): simrun's `--help` and checks, and the tests' plan matrices, take
//! the names from here, so that adding a plan is one C file and one line in that list.

include!(concat!(env!("OUT_DIR"), "/plans.rs"));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_summaries_from_plans_def() {
        let def = include_str!("../../guests/jvm/plans.def");
        let lines = def.lines().filter(|l| l.starts_with("PLAN(")).count();
        assert_eq!(PLANS.len(), lines);
        assert_eq!(
            COLLECTORS[0], "semispace",
            "the VM's default plan comes first"
        );
        for ((name, summary), c) in PLANS.iter().zip(COLLECTORS) {
            assert_eq!(*name, c);
            assert!(!summary.is_empty());
            assert!(def.contains(&format!("PLAN({name}, ")));
        }
    }

    #[test]
    fn collecting_leaves_out_the_allocate_only_plan() {
        assert!(COLLECTORS.contains(&"nogc"));
        assert!(!COLLECTING.contains(&"nogc"));
        assert_eq!(COLLECTING.len(), COLLECTORS.len() - 1);
        assert!(COLLECTING.iter().all(|c| COLLECTORS.contains(c)));
    }
}
