package bench.jess;

/** A complete match of a rule waiting on the agenda. */
final class Activation {
    final Rule rule;
    final int[] vals;
    final Fact[] facts;
    /** Recency of the activation: newer first among equal salience (depth strategy). */
    final int seq;

    Activation(Rule rule, int[] vals, Fact[] facts, int seq) {
        this.rule = rule;
        this.vals = vals;
        this.facts = facts;
        this.seq = seq;
    }
}
