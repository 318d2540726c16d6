"""What TreeBench's Python drivers (dot16.py, igraph-rt.py) share: the one timed call, the answer
TreeBench reads back, and how a driver ends.

    timed(call)              runs call() once, returns (its result, nanoseconds) by
                             time.perf_counter_ns around the call alone
    cold_and_warm(call)      runs call() twice, returns (the second result, the first call's
                             nanoseconds, the second's): cold, then warm, as every engine is timed
    write_doubles(path, xs)  writes float64 values, little-endian, the drivers' output file format
    answer(warm, cold)       prints {"layoutNanoseconds": WARM, "coldNanoseconds": COLD}, the last
                             line TreeBench reads
    run(name, main, errors)  runs main(sys.argv[1:]) and exits with its status; an exception of
                             the given types is printed as "name: message" (with name_type,
                             "name: Type: message") and exits 1: an answer, not a crash

The drivers import it from their own folder (Python puts a script's folder first on sys.path).
"""
import array
import json
import sys
import time


def timed(call):
    """Runs call() once; returns its result and how long it took, in nanoseconds."""
    start = time.perf_counter_ns()
    result = call()
    return result, time.perf_counter_ns() - start


def cold_and_warm(call):
    """Runs call() twice; returns the second result and both calls' durations in nanoseconds."""
    _, cold = timed(call)
    result, warm = timed(call)
    return result, cold, warm


def write_doubles(path, values):
    """Writes values as float64, little-endian, one after the other."""
    flat = array.array("d", values)
    if sys.byteorder != "little":
        flat.byteswap()
    with open(path, "wb") as file:
        flat.tofile(file)


def answer(warm, cold):
    """Prints the warm and the cold call's durations as the line TreeBench reads."""
    print(json.dumps({"layoutNanoseconds": warm, "coldNanoseconds": cold}))


def run(name, main, errors=(Exception,), name_type=False):
    """Runs main(arguments) and exits with its status; `errors` become a message and status 1."""
    try:
        sys.exit(main(sys.argv[1:]))
    except errors as error:
        kind = f"{type(error).__name__}: " if name_type else ""
        sys.stderr.write(f"{name}: {kind}{error}\n")
        sys.exit(1)
