/* 5×5 four-in-a-row: bitboards, symmetries and an exact negamax alpha-beta solver.
 *
 * Values are those of tictactoe_qt/core/ai/exact.py, seen from the player to move: 0 for a
 * draw, otherwise ±(empty cells left when the game ends + 1). The same four facts prune the
 * tree (win now, two threats lose, dead lines draw, a single threat must be blocked); moves are
 * tried busiest first (open lines through the cell, weighted by their stones), which proves the
 * empty board in about 0.5 M nodes; the transposition table is keyed on the least of the
 * position's 8 symmetric images.
 */
#ifndef SOLVE5_H
#define SOLVE5_H

#include <stdint.h>

#define CELLS 25
#define FULL ((1u << CELLS) - 1)
#define INF 1000

typedef uint64_t key_t5;  /* mine << 25 | theirs */

extern uint32_t LINES[32];
extern int LINE_COUNT;
extern int ORDER[CELLS];  /* cells by lines through them (most first), then distance from centre: the tie-break */
extern uint64_t NODES;

void init5(void);
int popcount32(uint32_t v);
/* The least symmetric image of (mine, theirs) as a key, and the symmetry giving it. */
key_t5 canonical5(uint32_t mine, uint32_t theirs, int *sym);
int map_cell(int sym, int cell);
uint32_t winning_cells5(uint32_t mine, uint32_t theirs);
uint32_t threats5(uint32_t mine, uint32_t theirs);  /* cells where `theirs` completes a line */
int live5(uint32_t mine, uint32_t theirs);           /* some line free of `theirs` */
int solve5(uint32_t mine, uint32_t theirs, int alpha, int beta);

#endif
