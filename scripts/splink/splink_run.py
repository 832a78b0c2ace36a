"""Run the real Splink (DuckDB backend) on settings Doppel exported, for the round trip of docs/SPLINK.md.

Not part of the app: a driver for tests and scripts, run with the Python of
`../shared/tools/splink-env.sh DIR` (DIR/bin/python). Records are prepared the way Doppel compares
them before Splink sees them: cells trimmed, empty cells NULL, text lower-cased.

  predict  --settings S.json --records A.csv [B.csv] --key COL --threshold P
           --predictions OUT.csv [--clusters OUT.csv] [--parquet]
      Splink's predict() (every gamma_ / bf_ / tf_ column kept) and its clusters at threshold P.
  labels   --settings S.json --records A.csv [B.csv] --key COL --labels LABELS.csv
      Registers Doppel's Splink labels (unique_id_l, unique_id_r, clerical_match_score), runs
      accuracy_analysis_from_labels_table on all of them and estimate_m_from_pairwise_labels on the
      «same» ones (Splink reads every labelled row as a match), and prints the m probabilities
      before and after as JSON.
"""

import argparse
import json
import logging
import os
import sys

import pandas as pd
import splink
from splink import DuckDBAPI, Linker


def read_records(paths, key):
    """Each file one input table; named by its file name (Doppel's source name)."""
    frames = []
    for path in paths:
        df = pd.read_csv(path, dtype=str, keep_default_na=False, skipinitialspace=True)
        df.columns = [c.strip() for c in df.columns]
        if key not in df.columns:
            sys.exit(f"{path}: no column «{key}»")
        for c in df.columns:
            df[c] = df[c].str.strip()
            if c != key:
                df[c] = df[c].str.lower()
            df[c] = df[c].where(df[c] != "", None)
        frames.append((os.path.basename(path), df))
    return frames


def make_linker(settings_path, frames, key):
    with open(settings_path, encoding="utf-8") as f:
        settings = json.load(f)
    settings["unique_id_column_name"] = key
    db = DuckDBAPI()
    tables = [db.register(df, dataset_display_name=name, table_name=f"doppel_source_{i}") for i, (name, df) in enumerate(frames)]
    return Linker(tables if len(tables) > 1 else tables[0], settings, log_level=logging.WARNING)


def predict(args):
    frames = read_records(args.records, args.key)
    linker = make_linker(args.settings, frames, args.key)
    df_predict = linker.inference.predict()
    predictions = df_predict.as_pandas_dataframe()
    if args.parquet:
        predictions.to_parquet(args.predictions, index=False)
    else:
        predictions.to_csv(args.predictions, index=False)
    out = {"splink": splink.__version__, "pairs": len(predictions), "columns": list(predictions.columns)}
    if args.clusters:
        clusters = linker.clustering.cluster_pairwise_predictions_at_threshold(df_predict, threshold_match_probability=args.threshold)
        table = clusters.as_pandas_dataframe()
        keep = [c for c in ["cluster_id", "source_dataset", args.key] if c in table.columns]
        table[keep].to_csv(args.clusters, index=False)
        out["clusters"] = int(table["cluster_id"].nunique())
    print(json.dumps(out))


def m_probabilities(linker):
    out = {}
    for c in linker._settings_obj.comparisons:
        out[c.output_column_name] = [lvl.m_probability for lvl in c.comparison_levels if not lvl.is_null_level]
    return out


def labels(args):
    frames = read_records(args.records, args.key)
    linker = make_linker(args.settings, frames, args.key)
    db = linker._db_api
    table = pd.read_csv(args.labels, dtype=str, keep_default_na=False)
    table["clerical_match_score"] = table["clerical_match_score"].astype(float)
    all_labels = db.register(table, table_name="doppel_labels")
    linker.table_management.register_labels_table(all_labels)
    accuracy = linker.evaluation.accuracy_analysis_from_labels_table(all_labels, output_type="table").as_pandas_dataframe()
    before = m_probabilities(linker)
    same = db.register(table[table["clerical_match_score"] == 1].reset_index(drop=True), table_name="doppel_labels_same")
    linker.training.estimate_m_from_pairwise_labels(same)
    after = m_probabilities(linker)
    print(json.dumps({
        "splink": splink.__version__, "labels": len(table), "same": int((table["clerical_match_score"] == 1).sum()),
        "accuracyRows": len(accuracy), "before": before, "after": after,
    }))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("predict", "labels"):
        p = sub.add_parser(name)
        p.add_argument("--settings", required=True)
        p.add_argument("--records", nargs="+", required=True)
        p.add_argument("--key", required=True)
    p = sub.choices["predict"]
    p.add_argument("--threshold", type=float, default=0.99)
    p.add_argument("--predictions", required=True)
    p.add_argument("--clusters")
    p.add_argument("--parquet", action="store_true")
    sub.choices["labels"].add_argument("--labels", required=True)
    args = parser.parse_args()
    {"predict": predict, "labels": labels}[args.command](args)


if __name__ == "__main__":
    main()
