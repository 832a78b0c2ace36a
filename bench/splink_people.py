"""Splink side by side (issue 13 item 5): Splink 5 on DuckDB dedupes the generated people list
that bench/scale-kinds.ts wrote (--csv), with Splink's usual comparisons for such a list, and
prints its time, peak memory and pairwise F1 of its clusters against the list's truth column as
JSON. Run with the Python of ../shared/tools/splink-env.sh DIR (offline):

  DIR/bin/python bench/splink_people.py PEOPLE.csv [--threshold 0.95] [--threads 2]

Cells are prepared as Doppel reads them (trimmed, empty → NULL, lower-cased). The clock starts at
the CSV read (as Doppel's starts at its parse) and includes training, prediction and clustering.
Not part of the app.
"""

import argparse
import json
import logging
import resource
import tempfile
import time

import duckdb
import pandas as pd
import splink
import splink.comparison_library as cl
from splink import DuckDBAPI, Linker, SettingsCreator, block_on


def pairs_within(labels):
    counts = labels.value_counts()
    return int((counts * (counts - 1) // 2).sum())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("csv")
    parser.add_argument("--threshold", type=float, default=0.95)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--truth", default="entity")
    parser.add_argument("--key", default="id")
    args = parser.parse_args()

    started = time.perf_counter()
    df = pd.read_csv(args.csv, dtype=str, keep_default_na=False)
    for c in df.columns:
        df[c] = df[c].str.strip()
        if c not in (args.key, args.truth):
            df[c] = df[c].str.lower()
        df[c] = df[c].where(df[c] != "", None)
    truth = df[[args.key, args.truth]].copy()
    records = df.drop(columns=[args.truth])

    con = duckdb.connect()
    con.execute(f"SET threads TO {args.threads}")
    # DuckDB spills what does not fit in memory beside the working directory by default: keep it out of the checkout.
    con.execute(f"SET temp_directory = '{tempfile.mkdtemp(prefix='splink-spill-')}'")
    db = DuckDBAPI(connection=con)
    settings = SettingsCreator(
        link_type="dedupe_only",
        unique_id_column_name=args.key,
        comparisons=[
            cl.NameComparison("first_name"),
            cl.NameComparison("surname"),
            cl.DateOfBirthComparison("dob", input_is_string=True),
            cl.ExactMatch("birth_place").configure(term_frequency_adjustments=True),
            cl.PostcodeComparison("postcode"),
            cl.ExactMatch("occupation"),
        ],
        blocking_rules_to_generate_predictions=[
            block_on("first_name", "surname"),
            block_on("surname", "dob"),
            block_on("first_name", "dob"),
            block_on("postcode", "substr(surname, 1, 1)"),
            block_on("dob", "birth_place"),
        ],
        retain_intermediate_calculation_columns=False,
    )
    linker = Linker(db.register(records, table_name="people"), settings, log_level=logging.WARNING)
    linker.training.estimate_probability_two_random_records_match([block_on("first_name", "surname", "dob")], recall=0.7)
    linker.training.estimate_u_using_random_sampling(max_pairs=5e6)
    linker.training.estimate_parameters_using_expectation_maximisation(block_on("dob"))
    linker.training.estimate_parameters_using_expectation_maximisation(block_on("surname"))
    predictions = linker.inference.predict(threshold_match_probability=0.5)
    clusters = linker.clustering.cluster_pairwise_predictions_at_threshold(predictions, threshold_match_probability=args.threshold)
    table = clusters.as_pandas_dataframe()[[args.key, "cluster_id"]]
    ms = round((time.perf_counter() - started) * 1000)
    pair_count = con.execute(f"select count(*) from {predictions.physical_name}").fetchone()[0]

    joined = table.merge(truth, on=args.key)
    tp = pairs_within(joined["cluster_id"].astype(str) + "|" + joined[args.truth])
    predicted = pairs_within(joined["cluster_id"])
    true_pairs = pairs_within(joined[args.truth])
    precision = tp / predicted if predicted else 1.0
    recall = tp / true_pairs if true_pairs else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    print(json.dumps({
        "tool": f"Splink {splink.__version__} (DuckDB {duckdb.__version__}, {args.threads} threads)",
        "records": len(df), "predictedPairs": int(pair_count), "threshold": args.threshold,
        "precision": precision, "recall": recall, "f1": f1, "ms": ms,
        "peakRssMB": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
    }))


if __name__ == "__main__":
    main()
