#include "solve5.h"

#include <stdlib.h>
#include <string.h>

#include "bits.h"

/* Exported for tests/core/native_harness.c, which checks them on every compiler branch of bits.h. */
int popcount32(uint32_t v) { return tt_popcount32(v); }
int lowest_bit32(uint32_t v) { return tt_lowest_bit32(v); }

uint32_t LINES[32];
int LINE_COUNT;
int ORDER[CELLS];
uint64_t NODES;

static uint32_t SYM_CHUNK[8][5][32];  /* image of the 5 cells of row r with bit pattern p */
static int SYM_CELL[8][CELLS];
static int SYM_INVERSE_CELL[8][CELLS];  /* the cell that symmetry s takes to `cell` */

enum { EXACT, LOWER, UPPER };

typedef struct {
    uint64_t key;  /* canonical key + 1, so 0 means empty */
    int8_t value;
    uint8_t kind;
    uint8_t empties;
    uint8_t move;  /* the best move found, in the key's orientation, + 1 (0: none) */
} Entry;

#ifndef TT_BITS
#define TT_BITS 23  /* 256 MB, for building the book; the game builds with 19 (16 MB) */
#endif
static Entry *table;  /* two slots a bucket: [0] keeps the bigger subtree, [1] the latest */
static poll5_fn POLL;  /* set only during solve5_checked */
static int STOPPED;  /* POLL said stop: the search unwinds, keeping nothing */

static int sym_of(int s, int r, int c) {
    int l = 4;
    switch (s) {
    case 0: return r * 5 + c;
    case 1: return c * 5 + l - r;
    case 2: return (l - r) * 5 + l - c;
    case 3: return (l - c) * 5 + r;
    case 4: return r * 5 + l - c;
    case 5: return (l - r) * 5 + c;
    case 6: return c * 5 + r;
    default: return (l - c) * 5 + l - r;
    }
}

int init5(void) {
    static const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    int through[CELLS] = {0};
    LINE_COUNT = 0;
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++)
            for (int d = 0; d < 4; d++) {
                int er = r + dirs[d][0] * 3, ec = c + dirs[d][1] * 3;
                if (er < 0 || er > 4 || ec < 0 || ec > 4) continue;
                uint32_t line = 0;
                for (int i = 0; i < 4; i++) line |= 1u << ((r + dirs[d][0] * i) * 5 + c + dirs[d][1] * i);
                LINES[LINE_COUNT++] = line;
            }
    for (int l = 0; l < LINE_COUNT; l++)
        for (int i = 0; i < CELLS; i++)
            if (LINES[l] >> i & 1) through[i]++;
    for (int i = 0; i < CELLS; i++) ORDER[i] = i;
    /* Insertion sort on (-through, manhattan distance from centre, index): Geometry.ordered_bits. */
    for (int i = 1; i < CELLS; i++)
        for (int j = i; j > 0; j--) {
            int a = ORDER[j - 1], b = ORDER[j];
            int da = abs(a / 5 - 2) + abs(a % 5 - 2), db = abs(b / 5 - 2) + abs(b % 5 - 2);
            int later = through[a] < through[b] || (through[a] == through[b] && (da > db || (da == db && a > b)));
            if (!later) break;
            ORDER[j - 1] = b;
            ORDER[j] = a;
        }
    for (int s = 0; s < 8; s++)
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 5; c++) {
                SYM_CELL[s][r * 5 + c] = sym_of(s, r, c);
                SYM_INVERSE_CELL[s][sym_of(s, r, c)] = r * 5 + c;
            }
            for (int p = 0; p < 32; p++) {
                uint32_t image = 0;
                for (int c = 0; c < 5; c++)
                    if (p >> c & 1) image |= 1u << sym_of(s, r, c);
                SYM_CHUNK[s][r][p] = image;
            }
        }
    if (!table) table = calloc((size_t)2 << TT_BITS, sizeof(Entry));
    return table ? 0 : SOLVE5_NO_TABLE;
}

static uint32_t apply_sym(int s, uint32_t bits) {
    return SYM_CHUNK[s][0][bits & 31] | SYM_CHUNK[s][1][bits >> 5 & 31] | SYM_CHUNK[s][2][bits >> 10 & 31]
         | SYM_CHUNK[s][3][bits >> 15 & 31] | SYM_CHUNK[s][4][bits >> 20 & 31];
}

key_t5 canonical5(uint32_t mine, uint32_t theirs, int *sym) {
    key_t5 best = ~(key_t5)0;
    for (int s = 0; s < 8; s++) {
        key_t5 k = (key_t5)apply_sym(s, mine) << CELLS | apply_sym(s, theirs);
        if (k < best) {
            best = k;
            if (sym) *sym = s;
        }
    }
    return best;
}

int map_cell(int sym, int cell) { return SYM_CELL[sym][cell]; }

uint32_t winning_cells5(uint32_t mine, uint32_t theirs) {
    uint32_t cells = 0;
    for (int l = 0; l < LINE_COUNT; l++) {
        uint32_t line = LINES[l];
        if (!(theirs & line) && popcount32(mine & line) == 3) cells |= line & ~mine;
    }
    return cells;
}

uint32_t threats5(uint32_t mine, uint32_t theirs) { return winning_cells5(theirs, mine); }

int live5(uint32_t mine, uint32_t theirs) {
    for (int l = 0; l < LINE_COUNT; l++)
        if (!(theirs & LINES[l])) return 1;
    (void)mine;
    return 0;
}

int solve5(uint32_t mine, uint32_t theirs, int alpha, int beta) {
    NODES++;
    if (POLL && !(NODES & 4095) && POLL()) STOPPED = 1;
    if (STOPPED) return 0;
    uint32_t occupied = mine | theirs;
    int empties = CELLS - popcount32(occupied);
    /* The most stones either side has in a line the other has not blocked: a side that needs n more
     * stones wins at its n-th move at the soonest, which bounds the value from both ends. */
    int mine_most = -1, theirs_most = -1;
    uint32_t threats = 0;
    for (int l = 0; l < LINE_COUNT; l++) {
        uint32_t line = LINES[l], my = mine & line, their = theirs & line;
        if (!their) {
            int count = popcount32(my);
            if (count > mine_most) mine_most = count;
        } else if (!my) {
            int count = popcount32(their);
            if (count > theirs_most) theirs_most = count;
            if (count == 3) threats |= line & ~their;
        }
    }
    if (mine_most == 3) return empties;
    if (empties == 0 || (mine_most < 0 && theirs_most < 0)) return 0;
    if (popcount32(threats) >= 2) return -(empties - 1);
    /* Mine needing n more stones wins after 2n - 1 plies at the soonest, theirs needing n after 2n; a side
     * that cannot get there before the board fills can at best draw. */
    int high = mine_most >= 0 ? empties - 2 * (4 - mine_most) + 2 : 0;
    int low = theirs_most >= 0 ? -(empties - 2 * (4 - theirs_most) + 1) : 0;
    if (high < 0) high = 0;
    if (low > 0) low = 0;
    if (low > alpha) alpha = low;
    if (high < beta) beta = high;
    if (alpha >= beta) return alpha;
    if (threats) return -solve5(theirs, mine | threats, -beta, -alpha);

    int sym = 0;
    key_t5 key = canonical5(mine, theirs, &sym) + 1;
    Entry *bucket = &table[(key * 0x9E3779B97F4A7C15ull >> (64 - TT_BITS)) * 2];
    int first = -1;  /* the move that was best here last time: tried first */
    for (int i = 0; i < 2; i++)
        if (bucket[i].key == key) {
            int value = bucket[i].value;
            if (bucket[i].move) first = SYM_INVERSE_CELL[sym][bucket[i].move - 1];
            if (bucket[i].kind == EXACT) return value;
            if (bucket[i].kind == LOWER && value > alpha) alpha = value;
            if (bucket[i].kind == UPPER && value < beta) beta = value;
            if (alpha >= beta) return value;
        }
    int original_alpha = alpha, best = -INF, best_cell = -1;
    /* Cells on the most lines still open, weighted by the stones already in them, first. */
    int weight[CELLS] = {0}, order[CELLS], count = 0;
    for (int l = 0; l < LINE_COUNT; l++) {
        uint32_t line = LINES[l], my = mine & line, their = theirs & line;
        int w = !their ? 1 + 4 * popcount32(my) : 0;
        w += !my ? 1 + 3 * popcount32(their) : 0;
        if (!w) continue;
        for (uint32_t cells = line & ~occupied; cells; cells &= cells - 1) weight[lowest_bit32(cells)] += w;
    }
    for (int i = 0; i < CELLS; i++) {
        int cell = ORDER[i];
        if (occupied >> cell & 1) continue;
        int at = count++;
        while (at > 0 && (cell == first || (order[at - 1] != first && weight[order[at - 1]] < weight[cell]))) {
            order[at] = order[at - 1];
            at--;
        }
        order[at] = cell;
    }
    for (int i = 0; i < count; i++) {
        uint32_t bit = 1u << order[i];
        int value = -solve5(theirs, mine | bit, -beta, -alpha);
        if (STOPPED) return 0;  /* a stopped search's values are not kept */
        if (value > best) {
            best = value;
            best_cell = order[i];
            if (value > alpha) {
                alpha = value;
                if (alpha >= beta) break;
            }
        }
    }
    Entry fresh = {key, (int8_t)best, (uint8_t)(best >= beta ? LOWER : best <= original_alpha ? UPPER : EXACT),
                   (uint8_t)empties, (uint8_t)(SYM_CELL[sym][best_cell] + 1)};
    if (bucket[0].key == key || bucket[0].empties <= empties) bucket[0] = fresh;
    else bucket[1] = fresh;
    return best;
}

int solve5_checked(uint32_t mine, uint32_t theirs, int alpha, int beta, poll5_fn poll, int *stopped) {
    if (!stopped) return SOLVE5_BAD_WINDOW;
    *stopped = 0;
    if (alpha >= beta) return SOLVE5_BAD_WINDOW;
    if (((mine | theirs) & ~FULL) || (mine & theirs)) return SOLVE5_BAD_BOARD;
    if (!table) return SOLVE5_NO_TABLE;
    POLL = poll;
    STOPPED = 0;
    int value = solve5(mine, theirs, alpha, beta);
    *stopped = STOPPED;
    POLL = 0;
    STOPPED = 0;
    return value;
}

uint64_t nodes5(void) { return NODES; }

unsigned long table_bytes5(void) { return (unsigned long)(((size_t)2 << TT_BITS) * sizeof(Entry)); }

void clear5(void) {
    if (table) memset(table, 0, ((size_t)2 << TT_BITS) * sizeof(Entry));
}
