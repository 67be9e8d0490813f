/* Writes one perfect 5×5 strategy for each side as book entries (see scripts/build_book5.py).
 *
 *   gen5 OUT.bin
 *
 * From the empty board, for the engine playing X and then O: at each of its turns the engine
 * plays the first move (in centre-first order) with the position's exact value; at each of
 * the opponent's turns every reply is followed. Two turns need no entry, being decided by a
 * rule: a win now (the game ends), and a board where no line is open to either side (every
 * move draws, and so does every later one). Facing two threats the engine blocks one (every
 * move loses as fast), and the game goes on in case the opponent misses the win. Every other
 * engine turn is written once per symmetry class as a little-endian uint64:
 * canonical key << 11 | move (in the canonical frame) << 6 | value + 32.
 * Sorted, so the file is the same on every run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "solve5.h"

static uint64_t *entries;
static size_t entry_count, entry_capacity;
static key_t5 *seen;  /* open addressing on canonical key + 1 */
static size_t seen_mask;
static uint64_t stone_counts[CELLS + 1];

static int seen_before(key_t5 key) {
    key += 1;
    size_t i = (size_t)(key * 0x9E3779B97F4A7C15ull >> 20) & seen_mask;
    while (seen[i]) {
        if (seen[i] == key) return 1;
        i = (i + 1) & seen_mask;
    }
    seen[i] = key;
    return 0;
}

static void add_entry(uint64_t entry) {
    if (entry_count == entry_capacity) {
        entry_capacity = entry_capacity ? entry_capacity * 2 : 1 << 16;
        entries = realloc(entries, entry_capacity * sizeof *entries);
        if (!entries) { perror("realloc"); exit(1); }
    }
    entries[entry_count++] = entry;
}

static int first_in_order(uint32_t cells) {
    for (int i = 0; i < CELLS; i++)
        if (cells >> ORDER[i] & 1) return ORDER[i];
    return -1;
}

/* The first move in ORDER whose value equals the position's value `value`. */
static int choose(uint32_t mine, uint32_t theirs, int value) {
    uint32_t occupied = mine | theirs;
    for (int i = 0; i < CELLS; i++) {
        uint32_t bit = 1u << ORDER[i];
        if (occupied & bit) continue;
        /* The move's value is -child; it reaches `value` iff the child is at most -value. */
        if (-solve5(theirs, mine | bit, -value, -value + 1) >= value) return ORDER[i];
    }
    fprintf(stderr, "no move reaches the value %d\n", value);
    exit(2);
}

static void engine_turn(uint32_t mine, uint32_t theirs) {
    uint32_t occupied = mine | theirs;
    int stones = popcount32(occupied);
    if (stones == CELLS || winning_cells5(mine, theirs)) return;
    if (!live5(mine, theirs) && !live5(theirs, mine)) return;
    uint32_t threats = threats5(mine, theirs);
    int sym;
    key_t5 key = canonical5(mine, theirs, &sym);
    if (seen_before(key)) return;
    int move, value;
    if (popcount32(threats) >= 2) {
        value = -(CELLS - stones - 1);
        move = first_in_order(threats);
    } else {
        value = solve5(mine, theirs, -INF, INF);
        move = threats ? first_in_order(threats) : choose(mine, theirs, value);
    }
    add_entry(key << 11 | (uint64_t)map_cell(sym, move) << 6 | (uint64_t)(value + 32));
    stone_counts[stones]++;
    uint32_t move_bit = 1u << move, after = mine | move_bit;
    if (stones + 1 == CELLS) return;
    for (int i = 0; i < CELLS; i++) {
        uint32_t reply = 1u << ORDER[i];
        if ((occupied | move_bit) & reply) continue;
        if (winning_cells5(theirs, after) & reply) continue;  /* the opponent wins: game over */
        engine_turn(after, theirs | reply);
    }
}

static int compare(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: gen5 OUT.bin\n");
        return 1;
    }
    if (init5() != 0) {
        fprintf(stderr, "gen5: no memory for the table\n");
        return 1;
    }
    seen_mask = (1u << 26) - 1;
    seen = calloc(seen_mask + 1, sizeof *seen);
    clock_t started = clock();
    for (int side = 0; side < 2; side++) {
        size_t before = entry_count;
        memset(stone_counts, 0, sizeof stone_counts);
        if (side == 0) {
            engine_turn(0, 0);
        } else {
            for (int i = 0; i < CELLS; i++) engine_turn(0, 1u << ORDER[i]);
        }
        fprintf(stderr, "%s: %zu entries, %.1f s, %llu nodes; by stones:", side ? "O" : "X", entry_count - before,
                (double)(clock() - started) / CLOCKS_PER_SEC, (unsigned long long)NODES);
        for (int s = 0; s <= CELLS; s++)
            if (stone_counts[s]) fprintf(stderr, " %d:%llu", s, (unsigned long long)stone_counts[s]);
        fprintf(stderr, "\n");
    }
    qsort(entries, entry_count, sizeof *entries, compare);
    FILE *out = fopen(argv[1], "wb");
    if (!out) { perror(argv[1]); return 1; }
    for (size_t i = 0; i < entry_count; i++) {
        unsigned char bytes[8];
        for (int b = 0; b < 8; b++) bytes[b] = (unsigned char)(entries[i] >> (8 * b));
        fwrite(bytes, 1, 8, out);
    }
    return fclose(out) != 0;
}
