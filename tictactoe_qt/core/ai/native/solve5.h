/* 5×5 four-in-a-row: bitboards, symmetries and an exact negamax alpha-beta solver.
 *
 * Values are those of tictactoe_qt/core/ai/exact.py, seen from the player to move: 0 for a
 * draw, otherwise ±(empty cells left when the game ends + 1). The same four facts prune the
 * tree (win now, two threats lose, dead lines draw, a single threat must be blocked), and the
 * value is bounded by how many stones each side still needs for a line; the move the table found
 * best is tried first, then the busiest (open lines through the cell, weighted by their stones),
 * which proves the empty board in about 0.5 M nodes; the transposition table is keyed on the
 * least of the position's 8 symmetric images.
 *
 * Two programs use it: scripts/book5/gen5.c, which builds the 5×5 strategy book with it (and must
 * do so byte for byte), and the game itself, which loads it as the extension module _solve5
 * (module.c; native.py calls it through ctypes) for exact advice on any 5×5 position. The game
 * builds it with a smaller table (TT_BITS) and hands solve5_checked() a poll function that says
 * when the answer is no longer wanted.
 */
#ifndef SOLVE5_H
#define SOLVE5_H

#include <stdint.h>

#ifdef _WIN32
#define SOLVE5_API __declspec(dllexport)  /* loaded with ctypes: the functions it calls must be exported */
#else
#define SOLVE5_API
#endif

#define CELLS 25
#define FULL ((1u << CELLS) - 1)
#define INF 1000

/* What solve5_checked and init5 answer instead of a value (a value lies within ±(CELLS + 1)): */
#define SOLVE5_BAD_BOARD (-2001)   /* a bit past the 25 cells, or a cell in both mine and theirs */
#define SOLVE5_BAD_WINDOW (-2002)  /* an empty window (alpha >= beta), or no `stopped` to report to */
#define SOLVE5_NO_TABLE (-2003)    /* the table could not be allocated (init5), or init5 was not called */

typedef uint64_t key_t5;  /* mine << 25 | theirs */

extern uint32_t LINES[32];
extern int LINE_COUNT;
extern int ORDER[CELLS];  /* cells by lines through them (most first), then distance from centre: the tie-break */
extern uint64_t NODES;

/* Sets up the lines, symmetries and the table; 0, or SOLVE5_NO_TABLE when the table could not be allocated
 * (then solve5_checked answers SOLVE5_NO_TABLE; calling init5 again tries again). */
SOLVE5_API int init5(void);
int popcount32(uint32_t v);
int lowest_bit32(uint32_t v);  /* the index of the lowest set bit; v must not be 0 */
/* The least symmetric image of (mine, theirs) as a key, and the symmetry giving it. */
key_t5 canonical5(uint32_t mine, uint32_t theirs, int *sym);
int map_cell(int sym, int cell);
uint32_t winning_cells5(uint32_t mine, uint32_t theirs);
uint32_t threats5(uint32_t mine, uint32_t theirs);  /* cells where `theirs` completes a line */
int live5(uint32_t mine, uint32_t theirs);           /* some line free of `theirs` */
int solve5(uint32_t mine, uint32_t theirs, int alpha, int beta);

/* Asked every 4,096 nodes whether to stop; nonzero stops the search. */
typedef int (*poll5_fn)(void);
/* The entry point the game calls (native.py): solve5 within (alpha, beta), stopping when `poll` (may be NULL)
 * says so: then *stopped is 1 and the value means nothing (what the stopped search saw is not kept in the table).
 * Checks its input first and answers SOLVE5_BAD_BOARD, SOLVE5_BAD_WINDOW or SOLVE5_NO_TABLE without searching
 * (*stopped 0) when it cannot be used. */
SOLVE5_API int solve5_checked(uint32_t mine, uint32_t theirs, int alpha, int beta, poll5_fn poll, int *stopped);
SOLVE5_API uint64_t nodes5(void);
SOLVE5_API unsigned long table_bytes5(void);
/* Empties the table: what a fresh process would know (for measurements and tests). */
SOLVE5_API void clear5(void);

#endif
