package bench.jess;

/** A production: patterns (all must match), an optional test over the bindings, an action. */
abstract class Rule {
    final String name;
    final int salience;
    final Pattern[] patterns;
    final int nvars;
    /** Index in the engine's rule list (for the checksum). */
    int index;
    int fired;

    Rule(String name, int salience, int nvars, Pattern... patterns) {
        this.name = name;
        this.salience = salience;
        this.nvars = nvars;
        this.patterns = patterns;
    }

    /** A join test on the complete bindings (the rule's "test" CE); true by default. */
    boolean test(Engine e, int[] v) {
        return true;
    }

    /** The right-hand side. */
    abstract void fire(Engine e, int[] v, Fact[] matched);
}
