//! The benchmarks embedded in the bundled guest VM's jvm.elf (guests/benchmarks), by the
//! names `jvm NAME` runs them under (guests/jvm/main.c's `bundled`): simrun's usage and
//! checks and the tests' benchmark matrices take them from here.

/// The embedded benchmarks, in main.c's order.
pub const BENCHMARKS: [&str; 8] = [
    "jess",
    "bintrees",
    "db",
    "compress",
    "mtrt",
    "javac",
    "jack",
    "pseudojbb",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_vm_embeds_these_benchmarks() {
        let main = include_str!("../../guests/jvm/main.c");
        let line = main
            .lines()
            .find(|l| l.starts_with("static const char *const bundled[] = {"))
            .expect("main.c's bundled list");
        let names: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
        assert_eq!(names, BENCHMARKS);
    }
}
