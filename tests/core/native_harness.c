/* A C test harness for the compiled 5×5 search (tictactoe_qt/core/ai/native/solve5.c), built and run under
 * AddressSanitizer and UndefinedBehaviorSanitizer by tests/core/test_native_harness.py.
 *
 *   harness          checks the bit operations and the entry point's refusals, then reads "mine theirs"
 *                    lines on stdin and prints each position's value (the test compares them with Python's)
 *   harness no-table with a table too big to allocate (TT_BITS 40): init5 and solve5_checked must say so
 *
 * Prints "FAIL: ..." and exits 1 at the first check that fails.
 */
#include "solve5.h"

#include <stdio.h>
#include <string.h>

static int failures;

#define CHECK(condition)                                                         \
    do {                                                                         \
        if (!(condition)) {                                                      \
            printf("FAIL: %s (line %d)\n", #condition, __LINE__);                \
            failures++;                                                          \
        }                                                                        \
    } while (0)

static int slow_popcount(uint32_t v) {
    int count = 0;
    for (; v; v >>= 1) count += (int)(v & 1u);
    return count;
}

static int slow_lowest_bit(uint32_t v) {
    int index = 0;
    while (!(v >> index & 1u)) index++;
    return index;
}

static void check_bit_operations(void) {
    uint32_t v = 0x9E3779B9u;
    for (int i = 0; i < 100000; i++) {
        v = v * 1664525u + 1013904223u;  /* a fixed pseudo-random sweep */
        CHECK(popcount32(v) == slow_popcount(v));
        if (v) CHECK(lowest_bit32(v) == slow_lowest_bit(v));
    }
    for (int bit = 0; bit < 32; bit++) {
        CHECK(popcount32(1u << bit) == 1);
        CHECK(lowest_bit32(1u << bit) == bit);
        CHECK(lowest_bit32(~0u << bit) == bit);
    }
    CHECK(popcount32(0) == 0 && popcount32(~0u) == 32);
}

static int solve(uint32_t mine, uint32_t theirs, int alpha, int beta, int *stopped) {
    *stopped = -1;  /* the refusals must set it to 0 too */
    return solve5_checked(mine, theirs, alpha, beta, NULL, stopped);
}

static void check_refusals(void) {
    int stopped;
    CHECK(solve(1u << 25, 0, -INF, INF, &stopped) == SOLVE5_BAD_BOARD && stopped == 0);  /* the 26th bit */
    CHECK(solve(0, 1u << 31, -INF, INF, &stopped) == SOLVE5_BAD_BOARD && stopped == 0);
    CHECK(solve(0x3u, 0x6u, -INF, INF, &stopped) == SOLVE5_BAD_BOARD && stopped == 0);   /* cell 1 in both */
    CHECK(solve(FULL, FULL, -INF, INF, &stopped) == SOLVE5_BAD_BOARD);
    CHECK(solve(0, 0, 5, 5, &stopped) == SOLVE5_BAD_WINDOW && stopped == 0);             /* an empty window */
    CHECK(solve(0, 0, 3, -3, &stopped) == SOLVE5_BAD_WINDOW);
    CHECK(solve5_checked(0, 0, -INF, INF, NULL, NULL) == SOLVE5_BAD_WINDOW);              /* nowhere to report */
    CHECK(nodes5() == 0);  /* none of them searched */
    /* A window wider than any value is still a window (the Python side passes ±2^20): three open in a row
     * against two stones elsewhere wins at the next move, with 20 cells left: the value CELLS - 5. */
    uint32_t three = 1u << 6 | 1u << 7 | 1u << 8, two = 1u << 0 | 1u << 5;
    CHECK(solve(three, two, -(1 << 20), 1 << 20, &stopped) == CELLS - 5 && stopped == 0);
}

static int no_table(void) {
    int stopped = -1;
    CHECK(solve5_checked(0, 0, -INF, INF, NULL, &stopped) == SOLVE5_NO_TABLE);  /* before init5 */
    clear5();                                                                     /* harmless without a table */
    CHECK(init5() == SOLVE5_NO_TABLE);
    CHECK(solve5_checked(1u << 12, 0, -INF, INF, NULL, &stopped) == SOLVE5_NO_TABLE && stopped == 0);
    CHECK(nodes5() == 0);
    return failures ? 1 : 0;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "no-table") == 0) {
        int status = no_table();
        printf("%s\n", status ? "no-table checks failed" : "no-table checks passed");
        return status;
    }
    int stopped = -1;
    CHECK(solve5_checked(0, 0, -INF, INF, NULL, &stopped) == SOLVE5_NO_TABLE);  /* before init5 */
    CHECK(init5() == 0);
    check_bit_operations();
    check_refusals();
    if (failures) return 1;
    unsigned long mine, theirs;
    while (scanf("%lu %lu", &mine, &theirs) == 2) {
        int value = solve5_checked((uint32_t)mine, (uint32_t)theirs, -INF, INF, NULL, &stopped);
        CHECK(stopped == 0);
        printf("%d\n", value);
    }
    return failures ? 1 : 0;
}
