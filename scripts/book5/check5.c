/* An independent exact 5×5 four-in-a-row solver, for checking the strategy book.
 *
 *   check5 < positions.txt > values.txt      (a line "mine theirs" in, its value out)
 *
 * Written apart from solve5.c and sharing none of its code: no symmetry, no two-threat rule,
 * a different move order. Negamax alpha-beta over the rules of the game (a move that
 * completes a line wins; a full board draws) with only plain facts of the rules: take a win at
 * once; when the opponent threatens, only a blocking move can avoid losing next; with no line
 * left open to either side nobody can win; a player who cannot win now wins at best on their
 * next move and loses at worst on the opponent's next. A transposition table's best move is
 * tried first, then the cells on most lines still open, weighted by the stones in them. Same
 * value scale: ±(empty cells left at the end + 1), 0 for a draw.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint32_t THROUGH[25][8];  /* the lines through each cell */
static int THROUGH_COUNT[25];

typedef struct {
    uint64_t key;
    int8_t value, kind, move;
} Slot;

enum { EXACT, LOWER, UPPER };
#define SLOTS (1u << 24)
static Slot *memo;

static void init(void) {
    static const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++)
            for (int d = 0; d < 4; d++) {
                int er = r + 3 * dirs[d][0], ec = c + 3 * dirs[d][1];
                if (er < 0 || er >= 5 || ec < 0 || ec >= 5) continue;
                uint32_t line = 0;
                for (int i = 0; i < 4; i++) line |= 1u << (5 * (r + i * dirs[d][0]) + c + i * dirs[d][1]);
                for (int cell = 0; cell < 25; cell++)
                    if (line >> cell & 1) THROUGH[cell][THROUGH_COUNT[cell]++] = line;
            }
    memo = calloc(SLOTS, sizeof *memo);
}

static int completes(uint32_t stones, int cell) {
    uint32_t with = stones | 1u << cell;
    for (int i = 0; i < THROUGH_COUNT[cell]; i++)
        if ((with & THROUGH[cell][i]) == THROUGH[cell][i]) return 1;
    return 0;
}

static int negamax(uint32_t me, uint32_t opp, int alpha, int beta) {
    uint32_t taken = me | opp;
    int empties = 25 - __builtin_popcount(taken);
    if (empties == 0) return 0;
    uint32_t blocks = 0;
    for (int cell = 0; cell < 25; cell++) {
        if (taken >> cell & 1) continue;
        if (completes(me, cell)) return empties;
        if (completes(opp, cell)) blocks |= 1u << cell;
    }
    uint32_t candidates = blocks ? blocks : ~taken & 0x1FFFFFFu;
    int weight[25] = {0}, open_lines = 0;
    for (int cell = 0; cell < 25; cell++) {
        if (!(candidates >> cell & 1)) continue;
        for (int i = 0; i < THROUGH_COUNT[cell]; i++) {
            uint32_t line = THROUGH[cell][i];
            if (!(line & opp)) weight[cell] += 1 + 4 * __builtin_popcount(line & me);
            if (!(line & me)) weight[cell] += 1 + 3 * __builtin_popcount(line & opp);
        }
        open_lines += weight[cell];
    }
    if (!open_lines) return 0;
    int high = empties - 2, low = -(empties - 1);
    if (alpha < low) alpha = low;
    if (beta > high) beta = high;
    if (alpha >= beta) return alpha;
    int order[25], count = 0;
    for (int cell = 0; cell < 25; cell++) {
        if (!(candidates >> cell & 1)) continue;
        int at = count++;
        while (at > 0 && weight[order[at - 1]] < weight[cell]) {
            order[at] = order[at - 1];
            at--;
        }
        order[at] = cell;
    }
    uint64_t key = ((uint64_t)me << 25 | opp) + 1;
    Slot *slot = &memo[(uint32_t)((key ^ key >> 29) * 0xBF58476D1CE4E5B9ull >> 40) & (SLOTS - 1)];
    int first = -1;
    if (slot->key == key) {
        if (slot->kind == EXACT) return slot->value;
        if (slot->kind == LOWER && slot->value >= beta) return slot->value;
        if (slot->kind == UPPER && slot->value <= alpha) return slot->value;
        first = slot->move;
    }
    int start_alpha = alpha, best = -100, best_move = -1;
    for (int i = -1; i < count; i++) {
        int cell = i < 0 ? first : order[i];
        if (cell < 0 || (i >= 0 && cell == first)) continue;
        int value = -negamax(opp, me | 1u << cell, -beta, -alpha);
        if (value > best) {
            best = value;
            best_move = cell;
        }
        if (best > alpha) alpha = best;
        if (alpha >= beta) break;
    }
    slot->key = key;
    slot->value = (int8_t)best;
    slot->move = (int8_t)best_move;
    slot->kind = best <= start_alpha ? UPPER : best >= beta ? LOWER : EXACT;
    return best;
}

int main(void) {
    init();
    unsigned long mine, theirs;
    while (scanf("%lu %lu", &mine, &theirs) == 2) {
        printf("%d\n", negamax((uint32_t)mine, (uint32_t)theirs, -100, 100));
        fflush(stdout);
    }
    return 0;
}
