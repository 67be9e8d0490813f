/* Ultimate tic-tac-toe: Monte Carlo tree search with UCT (see ultimate.h for the interface).
 *
 * Each small board is two 9-bit masks (X's cells, O's), cells row-major within it; the big board is one
 * 9-bit mask of boards won per player and one of boards closed (won or full). An iteration walks the tree
 * by UCT from the root, grows it by one node's children where a node is reached a second time (or once
 * visited expand_visits times), plays moves from there to the end of the game (uniformly random, or smart:
 * below), and adds the result to every node on the way:
 * 1 a win, 0.5 a draw, 0 a loss, for the player who made the node's move.
 *
 * Proven results (MCTS-Solver): a child whose move wins the game at once is marked as a win for its mover
 * when it is made; a node with a child that wins for the player to move there is lost for whoever moved into
 * it; a node whose every child loses is won for whoever moved into it. Selection takes a winning child at
 * once and never a losing one while another remains, so a win in one is always played and, as the root's
 * children are all expanded before the first playout (given room for them: at most 82 + 81 * 81 nodes), a
 * move that lets the opponent win at once is never played when another does not. Draws are left to the
 * playouts.
 *
 * Two things the easier levels leave off (ult_params.flags, ult_params.bias; Hard sets both, measured with
 * bench/ultimate_strength.py): smart playouts, which take a small board's win (one that wins the game first),
 * else block the opponent's line in the board played, else prefer a cell that sends the opponent neither to a
 * free choice nor to a board it can win at once (smart_move); and a progressive bias in the selection, which
 * lowers a move that gives the opponent a free choice by bias / (visits + 1) and tries such moves last.
 *
 * A learnt evaluation, which Hard uses (ult_params.evaluation, ult_params.prior; see evaluate()): the
 * leaf's value is then the evaluation, or a mix of it and the playout's result; with priors, every new child
 * starts with `prior` visits at its evaluated value and each iteration grows the leaf it reaches.
 *
 * (A learnt policy, a second network giving each new child a chance added to the selection, was tried on branch
 * hard3 and taken out on hard4: no better at 0.2 s a move, a fifth of the iterations, 545 KB of weights;
 * docs/performance.md.)
 *
 * A kept tree (ult_tree_search, Hard's) is re-rooted at the position searched when the previous root reaches it in
 * one or two moves: that subtree is moved to the front of the array in place and the rest freed, so the computer's
 * search carries over what it learnt of its own move and the reply.
 */
#include "ultimate.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "ultimate_eval_weights.h"

static int lowest_bit(unsigned v) { return tt_lowest_bit32(v); }

/* BIT_COUNT[m]: the cells of the 9-bit mask m. A table: without -mpopcnt (the portable build) gcc's
 * __builtin_popcount is a library call, and a smart playout counts cells at every move. */
static const uint8_t BIT_COUNT[512] = {
    0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
    1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5, 2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
    1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5, 2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
    2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
    1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5, 2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
    2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
    2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
    3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7, 4, 5, 5, 6, 5, 6, 6, 7, 5, 6, 6, 7, 6, 7, 7, 8,
    1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5, 2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
    2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
    2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
    3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7, 4, 5, 5, 6, 5, 6, 6, 7, 5, 6, 6, 7, 6, 7, 7, 8,
    2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
    3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7, 4, 5, 5, 6, 5, 6, 6, 7, 5, 6, 6, 7, 6, 7, 7, 8,
    3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7, 4, 5, 5, 6, 5, 6, 6, 7, 5, 6, 6, 7, 6, 7, 7, 8,
    4, 5, 5, 6, 5, 6, 6, 7, 5, 6, 6, 7, 6, 7, 7, 8, 5, 6, 6, 7, 6, 7, 7, 8, 6, 7, 7, 8, 7, 8, 8, 9,
};
static int popcount9(unsigned v) { return BIT_COUNT[v & 0x1FFu]; }

#define FULL9 0x1FFu
#define POLL_MASK 255u
#define PRIOR_POLL_MASK 15u /* with priors an iteration evaluates every child it grows: asked 16 times as often */
#define MAX_DEPTH (ULT_MAX_MOVES + 2)

/* Bit m of this 512-bit set: the 9-bit mask m holds a line of three (rows, columns, diagonals). */
static const uint64_t WIN_BITS[8] = {
    0xff80808080808080ull, 0xfff0aa80faf0aa80ull, 0xffcc8080cccc8080ull, 0xfffcaa80fefcaa80ull,
    0xfffaf0f0aaaa8080ull, 0xfffafaf0fafaaa80ull, 0xfffef0f0eeee8080ull, 0xffffffffffffffffull,
};

static int has_line(unsigned mask) { return (int)(WIN_BITS[mask >> 6] >> (mask & 63u) & 1u); }

/* COMPLETES[m]: the cells outside the 9-bit mask m that would give it a line of three (0 where m has one). */
static const uint16_t COMPLETES[512] = {
    0x000, 0x000, 0x000, 0x004, 0x000, 0x002, 0x001, 0x000, 0x000, 0x040, 0x000, 0x044,
    0x000, 0x042, 0x001, 0x000, 0x000, 0x100, 0x080, 0x184, 0x040, 0x142, 0x0c1, 0x000,
    0x020, 0x160, 0x0a0, 0x1e4, 0x060, 0x162, 0x0e1, 0x000, 0x000, 0x000, 0x000, 0x004,
    0x100, 0x102, 0x101, 0x000, 0x010, 0x050, 0x010, 0x054, 0x110, 0x152, 0x111, 0x000,
    0x008, 0x108, 0x088, 0x18c, 0x148, 0x14a, 0x1c9, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x000, 0x000, 0x000, 0x000, 0x000, 0x008, 0x000, 0x00c, 0x010, 0x01a, 0x011, 0x000,
    0x001, 0x000, 0x001, 0x000, 0x011, 0x000, 0x011, 0x000, 0x004, 0x10c, 0x084, 0x18c,
    0x000, 0x000, 0x000, 0x000, 0x025, 0x000, 0x0a5, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x000, 0x008, 0x000, 0x00c, 0x110, 0x11a, 0x111, 0x000, 0x011, 0x000, 0x011, 0x000,
    0x111, 0x000, 0x111, 0x000, 0x00c, 0x10c, 0x08c, 0x18c, 0x000, 0x000, 0x000, 0x000,
    0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x010, 0x014,
    0x000, 0x002, 0x011, 0x000, 0x000, 0x040, 0x010, 0x054, 0x000, 0x042, 0x011, 0x000,
    0x002, 0x102, 0x000, 0x000, 0x042, 0x142, 0x000, 0x000, 0x022, 0x162, 0x000, 0x000,
    0x062, 0x162, 0x000, 0x000, 0x000, 0x000, 0x010, 0x014, 0x100, 0x102, 0x111, 0x000,
    0x010, 0x050, 0x010, 0x054, 0x110, 0x152, 0x111, 0x000, 0x00a, 0x10a, 0x000, 0x000,
    0x14a, 0x14a, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x100, 0x108, 0x110, 0x11c, 0x110, 0x11a, 0x111, 0x000, 0x101, 0x000, 0x111, 0x000,
    0x111, 0x000, 0x111, 0x000, 0x106, 0x10e, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x127, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x100, 0x108, 0x110, 0x11c,
    0x110, 0x11a, 0x111, 0x000, 0x111, 0x000, 0x111, 0x000, 0x111, 0x000, 0x111, 0x000,
    0x10e, 0x10e, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x000, 0x000, 0x000, 0x000, 0x000, 0x010, 0x000, 0x014, 0x020, 0x032, 0x021, 0x000,
    0x000, 0x050, 0x000, 0x054, 0x020, 0x072, 0x021, 0x000, 0x001, 0x000, 0x081, 0x000,
    0x061, 0x000, 0x0e1, 0x000, 0x021, 0x000, 0x0a1, 0x000, 0x061, 0x000, 0x0e1, 0x000,
    0x004, 0x014, 0x004, 0x014, 0x000, 0x000, 0x000, 0x000, 0x014, 0x054, 0x014, 0x054,
    0x000, 0x000, 0x000, 0x000, 0x00d, 0x000, 0x08d, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x080, 0x098, 0x080, 0x09c,
    0x0b0, 0x0ba, 0x0b1, 0x000, 0x081, 0x000, 0x081, 0x000, 0x0b1, 0x000, 0x0b1, 0x000,
    0x085, 0x000, 0x085, 0x000, 0x000, 0x000, 0x000, 0x000, 0x0a5, 0x000, 0x0a5, 0x000,
    0x000, 0x000, 0x000, 0x000, 0x084, 0x09c, 0x084, 0x09c, 0x000, 0x000, 0x000, 0x000,
    0x095, 0x000, 0x095, 0x000, 0x000, 0x000, 0x000, 0x000, 0x08d, 0x000, 0x08d, 0x000,
    0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x040, 0x050, 0x050, 0x054, 0x060, 0x072, 0x071, 0x000, 0x040, 0x050, 0x050, 0x054,
    0x060, 0x072, 0x071, 0x000, 0x043, 0x000, 0x000, 0x000, 0x063, 0x000, 0x000, 0x000,
    0x063, 0x000, 0x000, 0x000, 0x063, 0x000, 0x000, 0x000, 0x044, 0x054, 0x054, 0x054,
    0x000, 0x000, 0x000, 0x000, 0x054, 0x054, 0x054, 0x054, 0x000, 0x000, 0x000, 0x000,
    0x04f, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
    0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
};

enum { ONGOING, X_WON, O_WON, DRAWN };

typedef struct {
    uint16_t cells[2][9]; /* [player][board]: cells taken, bit r * 3 + c */
    uint16_t won[2];      /* boards won per player, bit big_row * 3 + big_col */
    uint16_t closed;      /* boards won or full */
    int8_t target;        /* the board the player to move is sent to; -1 for any open board */
    uint8_t side;         /* the player to move: 0 X, 1 O (flipped by every move, the last one too) */
    uint8_t result;       /* ONGOING, X_WON, O_WON or DRAWN */
    uint16_t threat[2];   /* [player]: the open boards where the player could complete a line at once */
} State;

/* Board b's bit of threat[] for both players, from its cells (clear when it is closed): kept by play(), so that a
 * smart playout's move looks up where the opponent can win instead of scanning the nine boards. */
static void update_threats(State *s, int board) {
    unsigned bit = 1u << board, x = s->cells[0][board], o = s->cells[1][board], free = FULL9 & ~(x | o);
    s->threat[0] = (uint16_t)(s->threat[0] & ~bit);
    s->threat[1] = (uint16_t)(s->threat[1] & ~bit);
    if (s->closed & bit) return;
    if (COMPLETES[x] & free) s->threat[0] = (uint16_t)(s->threat[0] | bit);
    if (COMPLETES[o] & free) s->threat[1] = (uint16_t)(s->threat[1] | bit);
}

static void play(State *s, int board, int cell) {
    unsigned side = s->side, mine = s->cells[side][board] | 1u << cell;
    s->cells[side][board] = (uint16_t)mine;
    s->side = (uint8_t)(side ^ 1u);
    if (has_line(mine)) {
        s->won[side] = (uint16_t)(s->won[side] | 1u << board);
        s->closed = (uint16_t)(s->closed | 1u << board);
        if (has_line(s->won[side])) {
            s->result = (uint8_t)(side == 0 ? X_WON : O_WON);
            return;
        }
    } else if ((mine | s->cells[side ^ 1u][board]) == FULL9) {
        s->closed = (uint16_t)(s->closed | 1u << board);
    }
    if (s->closed == FULL9) {
        s->result = DRAWN;
        return;
    }
    update_threats(s, board);
    s->target = (int8_t)(s->closed >> cell & 1u ? -1 : cell);
}

static unsigned empties(const State *s, int board) {
    return FULL9 & ~(unsigned)(s->cells[0][board] | s->cells[1][board]);
}

/* The moves (board * 9 + cell) of the player to move; their count. */
static int legal_moves(const State *s, uint8_t *moves) {
    int count = 0;
    for (int board = 0; board < 9; board++) {
        if (s->target >= 0 ? board != s->target : (s->closed >> board & 1u)) continue;
        for (unsigned free = empties(s, board); free; free &= free - 1)
            moves[count++] = (uint8_t)(board * 9 + lowest_bit(free));
    }
    return count;
}

/* splitmix64: small, fast, and the same numbers on every platform. */
typedef struct {
    uint64_t state;
} Rng;

static uint64_t next_random(Rng *rng) {
    uint64_t z = (rng->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static unsigned random_below(Rng *rng, unsigned n) { return (unsigned)(((next_random(rng) >> 32) * n) >> 32); }

static int nth_bit(unsigned bits, unsigned n) {
    while (n--) bits &= bits - 1;
    return lowest_bit(bits);
}

/* Uniformly random moves to the end of the game; the result. */
static int playout(State s, Rng *rng) {
    while (s.result == ONGOING) {
        int board = s.target;
        unsigned free;
        if (board >= 0) {
            free = empties(&s, board);
            play(&s, board, nth_bit(free, random_below(rng, (unsigned)popcount9(free))));
            continue;
        }
        unsigned total = 0;
        for (int b = 0; b < 9; b++)
            if (!(s.closed >> b & 1u)) total += (unsigned)popcount9(empties(&s, b));
        unsigned pick = random_below(rng, total);
        for (board = 0;; board++) {
            if (s.closed >> board & 1u) continue;
            free = empties(&s, board);
            unsigned here = (unsigned)popcount9(free);
            if (pick < here) break;
            pick -= here;
        }
        play(&s, board, nth_bit(free, pick));
    }
    return s.result;
}

/* A random one of the set bits of mask (not 0). */
static int random_bit(Rng *rng, unsigned mask) { return nth_bit(mask, random_below(rng, (unsigned)popcount9(mask))); }

/* A smart playout's move for the player to move (board * 9 + cell): a small board's win (one that wins the game
 * first), else, in the board it is sent to, a cell blocking the opponent's line, else a cell sending the opponent
 * neither to a free choice (a closed board, or this board when the move closes it) nor to a board the opponent
 * can win at once, else any; chosen at random among equals. The boards the opponent can win at once are kept by
 * play() (State.threat), so a move costs a few table look-ups. It draws the same random numbers and chooses the
 * same moves as the scan of every board it replaced (2.5 times slower). */
static int smart_move(const State *s, Rng *rng, unsigned policy) {
    unsigned side = s->side, opponent = side ^ 1u;
    unsigned unsafe = (policy & ULT_SAFE_SENDS) ? (unsigned)(s->closed | s->threat[opponent]) : 0u;
    if (s->target >= 0) {
        int board = s->target;
        unsigned free = empties(s, board);
        if (policy & ULT_TAKE_WINS) {
            unsigned winning = COMPLETES[s->cells[side][board]] & free;
            if (winning) {
                if (has_line(s->won[side] | 1u << board)) return board * 9 + lowest_bit(winning);
                return board * 9 + random_bit(rng, winning);
            }
        }
        unsigned blocking = (policy & ULT_BLOCK) ? COMPLETES[s->cells[opponent][board]] & free : 0u;
        unsigned choice = blocking ? blocking : free;
        /* This move may close its own board (filling it): then the cell sending back there frees the choice. */
        unsigned unsafe_here = (free & (free - 1u)) == 0 && unsafe ? unsafe | 1u << board : unsafe;
        unsigned good = choice & ~unsafe_here;
        return board * 9 + random_bit(rng, good ? good : choice);
    }
    unsigned open = FULL9 & ~(unsigned)s->closed, wins[9], good[9];
    int win_total = 0, good_total = 0, any_total = 0;
    if (policy & ULT_TAKE_WINS) {
        for (unsigned boards = open; boards; boards &= boards - 1) {
            int board = lowest_bit(boards);
            wins[board] = COMPLETES[s->cells[side][board]] & empties(s, board);
            if (!wins[board]) continue;
            if (has_line(s->won[side] | 1u << board)) return board * 9 + lowest_bit(wins[board]);
            win_total += popcount9(wins[board]);
        }
    }
    if (win_total) {
        unsigned pick = random_below(rng, (unsigned)win_total);
        for (unsigned boards = open;; boards &= boards - 1) {
            int board = lowest_bit(boards);
            unsigned here = (unsigned)popcount9(wins[board]);
            if (pick < here) return board * 9 + nth_bit(wins[board], pick);
            pick -= here;
        }
    }
    for (unsigned boards = open; boards; boards &= boards - 1) {
        int board = lowest_bit(boards);
        unsigned free = empties(s, board);
        unsigned unsafe_here = (free & (free - 1u)) == 0 && unsafe ? unsafe | 1u << board : unsafe;
        good[board] = free & ~unsafe_here;
        good_total += popcount9(good[board]);
        any_total += popcount9(free);
    }
    int use_good = good_total > 0;
    unsigned pick = random_below(rng, (unsigned)(use_good ? good_total : any_total));
    for (unsigned boards = open;; boards &= boards - 1) {
        int board = lowest_bit(boards);
        unsigned cells = use_good ? good[board] : empties(s, board), here = (unsigned)popcount9(cells);
        if (pick < here) return board * 9 + nth_bit(cells, pick);
        pick -= here;
    }
}

static int smart_playout(State s, Rng *rng, unsigned policy) {
    while (s.result == ONGOING) {
        int move = smart_move(&s, rng, policy);
        play(&s, move / 9, move % 9);
    }
    return s.result;
}

/* The learnt evaluation (ult_params.evaluation > 0): the chance, 0-1, that the player to move in s wins (a draw
 * counting half), from a small network trained on the search's own self-play (scripts/train_ultimate_eval.py,
 * which writes ultimate_eval_weights.h). Each small board, seen from the player to move (open: its 3^9 state,
 * mine 1 and the opponent's 2 per cell; else won by me, won by the opponent, or full), looks up EVAL_K learnt
 * numbers (one table for all nine boards); these, where the player is sent (a board or a free choice) and who is
 * to move feed EVAL_H hidden units (ReLU) and one output (logistic). About 3,000 multiply-adds. */
/* Small board b's row in the network's board table, seen from player `me`: open, its 3^9 state; then won by me, by
 * the opponent, full. */
static int board_index(const State *s, unsigned me, int b) {
    unsigned them = me ^ 1u;
    if (s->won[me] >> b & 1u) return EVAL_OPEN_STATES;
    if (s->won[them] >> b & 1u) return EVAL_OPEN_STATES + 1;
    if (s->closed >> b & 1u) return EVAL_OPEN_STATES + 2;
    return EVAL_BASE3[s->cells[me][b]] + 2 * EVAL_BASE3[s->cells[them][b]];
}

/* What small board b adds to the hidden units, seen from player `me`: its row looks up EVAL_K numbers, each
 * weighted into the EVAL_H units. */
static void add_board(const State *s, unsigned me, int b, float *hidden) {
    const int8_t *embed = &EVAL_EMBED[board_index(s, me, b) * EVAL_K];
    const float *w = &EVAL_W1[b * EVAL_K * EVAL_H];
    float x[EVAL_K];
    for (int k = 0; k < EVAL_K; k++) x[k] = (float)embed[k] * EVAL_EMBED_SCALE[k];
    /* Units outer, the board's EVAL_K numbers inner: each unit's sum stays in a register (the compiler makes four
     * units at a time with SSE2, which every x86-64 has) instead of being loaded and stored EVAL_K times. */
    for (int j = 0; j < EVAL_H; j++) {
        float sum = hidden[j];
        for (int k = 0; k < EVAL_K; k++) sum += x[k] * w[k * EVAL_H + j];
        hidden[j] = sum;
    }
}

/* The output from the boards' sum (hidden, EVAL_B1 included): where the player to move is sent and who it is. */
static double finish_evaluation(const State *s, const float *hidden) {
    const float *sent = &EVAL_W1[(9 * EVAL_K + (s->target < 0 ? 9 : s->target)) * EVAL_H];
    const float *side = &EVAL_W1[(9 * EVAL_K + 10) * EVAL_H];
    float out = EVAL_B2;
    float side_on = s->side ? 1.0f : 0.0f;
    for (int j = 0; j < EVAL_H; j++) {
        float h = hidden[j] + sent[j] + side_on * side[j];
        out += (h > 0.0f ? h : 0.0f) * EVAL_W2[j]; /* no branch: the ReLU's sign is a coin flip to a predictor */
    }
    return 1.0 / (1.0 + exp(-(double)out));
}

static double evaluate(const State *s) {
    float hidden[EVAL_H];
    memcpy(hidden, EVAL_B1, sizeof hidden);
    for (int b = 0; b < 9; b++) add_board(s, s->side, b, hidden);
    return finish_evaluation(s, hidden);
}

/* The evaluations of the positions after each of a node's moves, for its children's priors: siblings differ from
 * their parent only in the board played (and where the opponent is sent), so the other eight boards' sum is made
 * once per board played instead of once per child (about eight times fewer multiply-adds than evaluate()). */
typedef struct {
    float all[EVAL_H];        /* every board of the parent, seen from the player who replies */
    float without[9][EVAL_H]; /* the same without board b (made when a child first plays in b) */
    unsigned made;            /* the boards whose `without` is made */
} SiblingEvaluation;

static void start_siblings(SiblingEvaluation *e, const State *parent) {
    memcpy(e->all, EVAL_B1, sizeof e->all);
    for (int b = 0; b < 9; b++) add_board(parent, parent->side ^ 1u, b, e->all);
    e->made = 0;
}

/* The evaluation of `after`, the parent's position with one move made in board b (the game not over). */
static double evaluate_sibling(SiblingEvaluation *e, const State *parent, const State *after, int b) {
    if (!(e->made >> b & 1u)) {
        float board[EVAL_H] = {0};
        add_board(parent, parent->side ^ 1u, b, board);
        for (int j = 0; j < EVAL_H; j++) e->without[b][j] = e->all[j] - board[j];
        e->made |= 1u << b;
    }
    float hidden[EVAL_H];
    memcpy(hidden, e->without[b], sizeof hidden);
    add_board(after, after->side, b, hidden);
    return finish_evaluation(after, hidden);
}

typedef struct {
    uint32_t first;  /* index of the first child (children are consecutive); meaningful when count > 0 */
    uint32_t visits;
    float score;     /* rewards summed for the player who made this node's move */
    uint8_t move;    /* board * 9 + cell */
    uint8_t count;   /* children; 0 until expanded */
    int8_t proven;   /* 1 this node's move wins by force for its mover, -1 loses by force, 0 not known */
    uint8_t mark;    /* bit 0: the move ended the game in a draw */
} Node;

#define DRAWN_MARK 1u

typedef struct {
    Node *nodes;
    uint32_t used, max;
    Rng rng;
    uint32_t prior; /* ult_params.prior: each new child starts with this many visits at its evaluated value */
} Tree;

/* Makes the children of node n, whose position is s, in a random order; a child whose move ends the game is
 * marked proven (a win) or drawn. 0 when the tree has no room for them. */
static int expand(Tree *tree, uint32_t n, const State *s) {
    uint8_t moves[ULT_MAX_MOVES];
    int count = legal_moves(s, moves);
    if (count == 0 || (uint32_t)count > tree->max - tree->used) return 0;
    for (int i = count - 1; i > 0; i--) {
        int j = (int)random_below(&tree->rng, (unsigned)i + 1u);
        uint8_t swap = moves[i];
        moves[i] = moves[j];
        moves[j] = swap;
    }
    uint32_t first = tree->used;
    tree->used += (uint32_t)count;
    int8_t node_proven = 0;
    SiblingEvaluation siblings;
    if (tree->prior) start_siblings(&siblings, s);
    for (int i = 0; i < count; i++) {
        Node *child = &tree->nodes[first + (uint32_t)i];
        memset(child, 0, sizeof *child);
        child->move = moves[i];
        State after = *s;
        play(&after, moves[i] / 9, moves[i] % 9);
        if (after.result == DRAWN) child->mark = DRAWN_MARK;
        else if (after.result != ONGOING) child->proven = 1, node_proven = -1;
        else if (tree->prior) {
            child->visits = tree->prior;
            child->score = (float)((1.0 - evaluate_sibling(&siblings, s, &after, moves[i] / 9)) * tree->prior);
        }
    }
    tree->nodes[n].first = first;
    tree->nodes[n].count = (uint8_t)count;
    if (node_proven) tree->nodes[n].proven = node_proven;
    return 1;
}

/* After the node at path[depth] became proven, what follows for the nodes above it. */
static void propagate(Tree *tree, const uint32_t *path, int depth) {
    for (int d = depth; d > 0; d--) {
        Node *node = &tree->nodes[path[d]], *parent = &tree->nodes[path[d - 1]];
        if (parent->proven) return;
        if (node->proven == 1) {
            parent->proven = -1;
        } else if (node->proven == -1) {
            for (uint32_t i = 0; i < parent->count; i++)
                if (tree->nodes[parent->first + i].proven != -1) return;
            parent->proven = 1;
        } else {
            return;
        }
    }
}

/* The progressive bias's view of a move: -1 when it sends the opponent to a free choice of board (to a board
 * that is closed, or to its own board when this move closes it), else 0. Giving the choice away early is what
 * strong players avoid; measured (bench/ultimate_strength.py, docs/performance.md), a penalty for it beat a
 * bias that also rewarded winning a small board and punished sending to a board the opponent can win. */
static double move_bias(const State *s, int move) {
    int board = move / 9, cell = move % 9;
    if (s->closed >> cell & 1u) return -1.0;
    if (cell != board) return 0.0;
    unsigned free = empties(s, board), mine = s->cells[s->side][board] | 1u << cell;
    return (free & (free - 1u)) == 0 || has_line(mine) ? -1.0 : 0.0;
}

/* UCT's choice among the children of a node that is not proven: a winning child at once, never a losing one,
 * an unvisited one before any visited (they were shuffled when made). With a progressive bias (bias > 0; s is
 * the node's position) each child's value gains bias * move_bias / (visits + 1), and the unvisited children
 * that do not give the opponent a free choice are tried first. */
static uint32_t select_child(const Tree *tree, const Node *node, double exploration, const State *s, double bias) {
    double log_visits = log((double)node->visits + 1.0), best_value = -1e300;
    uint32_t best = node->first;
    for (uint32_t i = node->first; i < node->first + node->count; i++) {
        const Node *child = &tree->nodes[i];
        if (child->proven == 1) return i;
        if (child->proven == -1) continue;
        double value;
        if (child->visits == 0) {
            if (bias <= 0.0) return i;
            value = 1e6 + move_bias(s, child->move);
        } else {
            double visits = (double)child->visits;
            value = (double)child->score / visits + exploration * sqrt(log_visits / visits);
            /* move_bias is 0 or -1: the division only where it counts (the same value, one division fewer) */
            if (bias > 0.0 && move_bias(s, child->move) < 0.0) value -= bias / (visits + 1.0);
        }
        if (value > best_value) {
            best_value = value;
            best = i;
        }
    }
    return best;
}

static int grid_index(int move) {
    int board = move / 9, cell = move % 9;
    return ((board / 3) * 3 + cell / 3) * 9 + (board % 3) * 3 + cell % 3;
}

/* Reads the grid into a State; 0 or an error. */
static int read_position(const uint8_t cells[81], int target, State *s) {
    memset(s, 0, sizeof *s);
    int marks[3] = {0, 0, 0};
    for (int i = 0; i < 81; i++) {
        if (cells[i] > 2) return ULT_BAD_CELL;
        marks[cells[i]]++;
        if (!cells[i]) continue;
        int row = i / 9, col = i % 9, board = (row / 3) * 3 + col / 3, cell = (row % 3) * 3 + col % 3;
        s->cells[cells[i] - 1][board] = (uint16_t)(s->cells[cells[i] - 1][board] | 1u << cell);
    }
    if (marks[1] != marks[2] && marks[1] != marks[2] + 1) return ULT_BAD_COUNTS;
    s->side = (uint8_t)(marks[1] == marks[2] ? 0 : 1);
    for (int board = 0; board < 9; board++) {
        int x = has_line(s->cells[0][board]), o = has_line(s->cells[1][board]);
        if (x && o) return ULT_WON_BOARD_MARKS;
        if (x) s->won[0] = (uint16_t)(s->won[0] | 1u << board);
        if (o) s->won[1] = (uint16_t)(s->won[1] | 1u << board);
        if (x || o || !empties(s, board)) s->closed = (uint16_t)(s->closed | 1u << board);
    }
    for (int board = 0; board < 9; board++) update_threats(s, board);
    if (has_line(s->won[0]) || has_line(s->won[1]) || s->closed == FULL9) return ULT_GAME_OVER;
    if (target < -1 || target > 8 || (target >= 0 && (s->closed >> target & 1u))) return ULT_BAD_TARGET;
    s->target = (int8_t)target;
    return 0;
}

/* The search proper, from the position `root` held at node 0 of the tree (node 0 may keep what an earlier search
 * of this position found: its children, their figures and proofs). */
static void run(Tree *tree, const State *root, const ult_params *params, ult_poll_fn poll, ult_result *out) {
    memset(out, 0, sizeof *out);
    uint32_t path[MAX_DEPTH];
    path[0] = 0;
    if (tree->nodes[0].count == 0) expand(tree, 0, root); /* has room: max_nodes >= ULT_MIN_NODES > 82 */
    /* Every root move's replies, so that a move letting the opponent win at once is proven lost from the
     * start (each costs at most 81 nodes; where the tree has no room, the search finds it later). */
    for (uint32_t i = 0; i < tree->nodes[0].count && !tree->nodes[0].proven; i++) {
        uint32_t child = tree->nodes[0].first + i;
        if (tree->nodes[child].proven || (tree->nodes[child].mark & DRAWN_MARK) || tree->nodes[child].count) continue;
        State after = *root;
        play(&after, tree->nodes[child].move / 9, tree->nodes[child].move % 9);
        if (!expand(tree, child, &after)) break;
        path[1] = child;
        propagate(tree, path, 1);
    }
    unsigned root_side = root->side;
    unsigned smart = params->flags & ULT_SMART_PLAYOUTS;
    uint32_t expand_visits = params->expand_visits > 1 ? params->expand_visits : 1;
    double evaluation = params->evaluation;
    uint32_t poll_mask = tree->prior ? PRIOR_POLL_MASK : POLL_MASK;
    uint32_t it = 0;
    for (; it < params->iterations && !tree->nodes[0].proven; it++) {
        if (poll && it && !(it & poll_mask) && poll()) {
            out->stopped = 1;
            break;
        }
        State s = *root;
        uint32_t n = 0;
        int depth = 0;
        double reward_x; /* for X: 1 won, 0.5 drawn, 0 lost */
        for (;;) {
            Node *node = &tree->nodes[n];
            unsigned mover = s.side ^ 1u;
            if (node->mark & DRAWN_MARK) {
                reward_x = 0.5;
                break;
            }
            if (node->proven && depth > 0) {
                reward_x = (node->proven == 1) == (mover == 0) ? 1.0 : 0.0;
                break;
            }
            if (node->count == 0) {
                if ((node->visits >= expand_visits || depth == 0 || tree->prior) && expand(tree, n, &s)) {
                    if (node->proven) propagate(tree, path, depth);
                    if (!tree->prior || node->proven || depth == 0) continue;
                    /* with priors: one node grown an iteration, and its own value backed up, as below */
                }
                reward_x = 0.0;
                if (evaluation < 1.0) {
                    int result = smart ? smart_playout(s, &tree->rng, smart) : playout(s, &tree->rng);
                    reward_x = (result == X_WON ? 1.0 : result == O_WON ? 0.0 : 0.5) * (1.0 - evaluation);
                }
                if (evaluation > 0.0) {
                    /* With priors a leaf is reached once, just after its parent grew it: its figures are still
                     * the prior alone, `prior` visits at 1 - its evaluation, so that evaluation is not made
                     * again (a full evaluate() is most of an iteration's cost). Reached again (the tree full,
                     * so not grown), it is evaluated afresh. */
                    double to_move = tree->prior && node->visits == tree->prior
                                         ? 1.0 - (double)node->score / (double)tree->prior
                                         : evaluate(&s);
                    reward_x += (s.side == 0 ? to_move : 1.0 - to_move) * evaluation;
                }
                break;
            }
            n = select_child(tree, node, params->exploration, &s, params->bias);
            play(&s, tree->nodes[n].move / 9, tree->nodes[n].move % 9);
            path[++depth] = n;
        }
        for (int d = depth; d >= 0; d--) {
            Node *node = &tree->nodes[path[d]];
            unsigned mover = (d & 1) ? root_side : root_side ^ 1u;
            node->visits++;
            node->score += (float)(mover == 0 ? reward_x : 1.0 - reward_x);
        }
    }
    const Node *top = &tree->nodes[0];
    out->count = top->count;
    out->best = 0;
    int best_rank = -1;
    for (uint32_t i = 0; i < top->count; i++) {
        const Node *child = &tree->nodes[top->first + i];
        out->move[i] = grid_index(child->move);
        out->visits[i] = child->visits;
        out->score[i] = child->score;
        out->proven[i] = child->proven;
        /* A proven win first, then any move not proven lost, by visits, then by score. */
        int rank = child->proven == 1 ? 2 : child->proven == 0 ? 1 : 0;
        const Node *held = &tree->nodes[top->first + (uint32_t)out->best];
        if (rank > best_rank || (rank == best_rank && (child->visits > held->visits ||
                                 (child->visits == held->visits && child->score > held->score)))) {
            best_rank = rank;
            out->best = (int32_t)i;
        }
    }
    out->root_proven = -top->proven; /* the root's own mark is for whoever moved into it */
    out->iterations = it;
    out->nodes = tree->used;
}


static int bad_params(const ult_params *params) {
    return params->iterations == 0 || params->max_nodes < ULT_MIN_NODES || params->max_nodes > ULT_MAX_NODES ||
           !(params->exploration >= 0.0) || !(params->bias >= 0.0) ||
           !(params->evaluation >= 0.0 && params->evaluation <= 1.0);
}

int ult_search(const uint8_t cells[81], int target, const ult_params *params, ult_poll_fn poll, ult_result *out) {
    if (!cells || !params || !out || bad_params(params)) return ULT_BAD_PARAMS;
    State root;
    int error = read_position(cells, target, &root);
    if (error) return error;
    Tree tree = {calloc(params->max_nodes, sizeof(Node)), 1, params->max_nodes, {params->seed},
                 params->evaluation > 0.0 ? params->prior : 0u};
    if (!tree.nodes) return ULT_NO_MEMORY;
    run(&tree, &root, params, poll, out);
    free(tree.nodes);
    return 0;
}

/* --- a tree kept between searches (ult_tree_search) --------------------------------------------------------- */

struct ult_tree {
    Tree tree;
    State root;       /* the position at node 0, when tree.used > 0 */
    uint64_t *marks;  /* re-rooting's: a bit a node, set for the nodes kept */
    uint32_t *ranks;  /* re-rooting's: the kept nodes before each 64-node word */
};

static int same_position(const State *a, const State *b) {
    for (int side = 0; side < 2; side++) {
        if (a->won[side] != b->won[side]) return 0;
        for (int board = 0; board < 9; board++)
            if (a->cells[side][board] != b->cells[side][board]) return 0;
    }
    return a->closed == b->closed && a->target == b->target && a->side == b->side && a->result == b->result;
}

/* The node holding `position` among the root, its children and grandchildren (the computer's last move and the
 * reply are the usual way from one search to the next); 0 is the root, UINT32_MAX none. Positions, not paths, are
 * compared: the same position reached otherwise has the same moves and values. */
static uint32_t find_position(const ult_tree *kept, const State *position) {
    const Node *nodes = kept->tree.nodes;
    if (same_position(&kept->root, position)) return 0;
    for (uint32_t i = nodes[0].first; i < nodes[0].first + nodes[0].count; i++) {
        State after = kept->root;
        play(&after, nodes[i].move / 9, nodes[i].move % 9);
        if (same_position(&after, position)) return i;
        if (after.result != ONGOING) continue;
        for (uint32_t j = nodes[i].first; j < nodes[i].first + nodes[i].count; j++) {
            State next = after;
            play(&next, nodes[j].move / 9, nodes[j].move % 9);
            if (same_position(&next, position)) return j;
        }
    }
    return UINT32_MAX;
}

/* Makes node n the root: its subtree moved to the front of the array, the rest freed, in place (no memory beyond
 * the tree's own marks: a bit a node and a count every 64 nodes). Children are always made after their
 * parent, at higher indices, so one pass upward marks the subtree, and moving the kept nodes down in index order
 * keeps each sibling group consecutive and never overwrites a node not yet moved. */
static void reroot(ult_tree *kept, uint32_t n) {
    Tree *tree = &kept->tree;
    uint32_t used = tree->used, words = (used + 63u) / 64u;
    memset(kept->marks, 0, (size_t)words * sizeof *kept->marks);
    kept->marks[n >> 6] |= 1ull << (n & 63u);
    for (uint32_t i = n; i < used; i++) {
        if (!(kept->marks[i >> 6] >> (i & 63u) & 1u)) continue;
        for (uint32_t c = tree->nodes[i].first; c < tree->nodes[i].first + tree->nodes[i].count; c++)
            kept->marks[c >> 6] |= 1ull << (c & 63u);
    }
    uint32_t total = 0;
    for (uint32_t w = 0; w < words; w++) {
        kept->ranks[w] = total;
        for (uint64_t bits = kept->marks[w]; bits; bits &= bits - 1) total++;
    }
    uint32_t next = 0;
    for (uint32_t i = n; i < used; i++) {
        if (!(kept->marks[i >> 6] >> (i & 63u) & 1u)) continue;
        Node node = tree->nodes[i];
        if (node.count) {
            uint32_t f = node.first, before = kept->ranks[f >> 6];
            for (uint64_t bits = kept->marks[f >> 6] & ((1ull << (f & 63u)) - 1u); bits; bits &= bits - 1) before++;
            node.first = before;
        }
        tree->nodes[next++] = node;
    }
    tree->used = next;
}

ult_tree *ult_tree_new(uint32_t max_nodes) {
    if (max_nodes < ULT_MIN_NODES || max_nodes > ULT_MAX_NODES) return NULL;
    ult_tree *kept = calloc(1, sizeof *kept);
    if (!kept) return NULL;
    uint32_t words = (max_nodes + 63u) / 64u;
    kept->tree.nodes = malloc((size_t)max_nodes * sizeof(Node));
    kept->marks = malloc((size_t)words * sizeof *kept->marks);
    kept->ranks = malloc((size_t)words * sizeof *kept->ranks);
    if (!kept->tree.nodes || !kept->marks || !kept->ranks) {
        ult_tree_free(kept);
        return NULL;
    }
    kept->tree.max = max_nodes;
    return kept;
}

void ult_tree_free(ult_tree *kept) {
    if (!kept) return;
    free(kept->tree.nodes);
    free(kept->marks);
    free(kept->ranks);
    free(kept);
}

int ult_tree_search(ult_tree *kept, const uint8_t cells[81], int target, const ult_params *params, ult_poll_fn poll,
                    ult_result *out) {
    if (!kept || !cells || !params || !out || bad_params(params)) return ULT_BAD_PARAMS;
    State position;
    int error = read_position(cells, target, &position);
    if (error) return error;
    Tree *tree = &kept->tree;
    uint32_t prior = params->evaluation > 0.0 ? params->prior : 0u;
    /* Kept only for the same kind of search: a tree grown with other priors holds other figures. */
    uint32_t found = tree->used && tree->prior == prior ? find_position(kept, &position) : UINT32_MAX;
    if (found == UINT32_MAX) tree->used = 0;
    else reroot(kept, found);
    uint32_t reused = tree->used ? tree->nodes[0].visits : 0;
    if (tree->used == 0) {
        memset(&tree->nodes[0], 0, sizeof(Node));
        tree->used = 1;
    }
    kept->root = position;
    tree->rng.state = params->seed;
    tree->prior = prior;
    run(tree, &position, params, poll, out);
    out->reused = reused;
    return 0;
}

uint32_t ult_node_bytes(void) { return (uint32_t)sizeof(Node); }
