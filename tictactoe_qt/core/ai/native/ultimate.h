/* Ultimate tic-tac-toe: Monte Carlo tree search (UCT, random playouts, proven wins and losses).
 *
 * Built into the extension module _solve5 beside the 5×5 solver (setup.py) and called through ctypes
 * (tictactoe_qt/core/ai/ultimate_search.py), which lets go of the GIL for the call. Every search owns its
 * state: ult_search's tree is allocated for the call and freed before it returns, and ult_tree_search's is
 * the caller's (one player's, kept between its moves, used by one thread at a time), so searches on several
 * threads share nothing, and no global is written. The tree never holds more than `max_nodes` nodes (16 bytes
 * each); when it is full the search goes on with playouts from its leaves.
 *
 * Positions are given as the 81 cells of the 9×9 grid, row-major from the top left (0 empty, 1 X, 2 O),
 * and the small board the player to move is sent to (0–8, row-major, or -1 for any open board). The
 * player to move is X when both have played as often, O when X has played once more.
 */
#ifndef ULTIMATE_H
#define ULTIMATE_H

#include <stdint.h>

#ifdef _WIN32
#define ULT_API __declspec(dllexport) /* loaded with ctypes: the functions it calls must be exported */
#else
#define ULT_API
#endif

#define ULT_MAX_MOVES 81
#define ULT_MIN_NODES 1024u
#define ULT_MAX_NODES (1u << 24) /* 256 MB: no caller may ask for more */

/* Errors ult_search returns (0 is success). */
#define ULT_BAD_CELL -1       /* a cell other than 0, 1, 2 */
#define ULT_BAD_COUNTS -2     /* X has not played as often as O or once more */
#define ULT_BAD_TARGET -3     /* target out of range, or a board that is closed */
#define ULT_GAME_OVER -4      /* the position has no move (won, or every board closed) */
#define ULT_NO_MEMORY -5      /* the tree could not be allocated */
#define ULT_BAD_PARAMS -6     /* a null pointer, or max_nodes outside its bounds, or no iteration */
#define ULT_WON_BOARD_MARKS -7 /* a small board with lines of both players: no game reaches it */

/* Flags of ult_params.flags (0: the plain search with uniformly random playouts the easier levels play). */
#define ULT_TAKE_WINS 1u  /* a playout takes a small board's win where it can (one that wins the game first) */
#define ULT_BLOCK 2u      /* else it blocks the opponent's line in the board it plays */
#define ULT_SAFE_SENDS 4u /* and prefers a cell that sends the opponent neither to a free choice nor to a board
                           * the opponent can win at once */
#define ULT_SMART_PLAYOUTS (ULT_TAKE_WINS | ULT_BLOCK | ULT_SAFE_SENDS)

typedef struct {
    uint32_t iterations;  /* playouts to run: the level's strength */
    uint32_t max_nodes;   /* the tree's ceiling, ULT_MIN_NODES to ULT_MAX_NODES */
    uint64_t seed;        /* the same seed, position and iterations give the same search */
    double exploration;   /* UCT's constant c in  mean + c * sqrt(ln N / n) */
    uint32_t flags;       /* ULT_SMART_PLAYOUTS, or 0 */
    uint32_t expand_visits; /* a leaf grows its children once visited this often (0 counts as 1) */
    double bias;          /* progressive bias: 0 none, else the weight of how a move looks (wins a small board,
                           * blocks one; sends to a free choice or a board the opponent wins) over visits + 1 */
    double evaluation;    /* the leaf's value: 0 a playout's result (as the levels ship), 1 the learnt evaluation
                           * (ultimate_eval_weights.h) alone, between: that mix of the two */
    uint32_t prior;       /* with an evaluation: 0 none, else every new child starts with this many visits at the
                           * evaluation's value, and a leaf grows its children when first reached */
} ult_params;

/* Root moves are grid indices (row * 9 + col). Scores are sums of rewards for the player to move at the root:
 * 1 a win, 0.5 a draw, 0 a loss. proven: 1 the move wins by force, -1 it loses by force, 0 not proven. */
typedef struct {
    int32_t count;             /* root moves */
    int32_t move[ULT_MAX_MOVES];
    uint32_t visits[ULT_MAX_MOVES];
    double score[ULT_MAX_MOVES];
    int32_t proven[ULT_MAX_MOVES];
    int32_t best;              /* the index in move[] of the move to play */
    int32_t root_proven;       /* 1 the player to move wins by force, -1 loses, 0 not proven */
    uint32_t iterations;       /* playouts run (fewer when stopped, or when the root was proven) */
    uint32_t nodes;            /* nodes the tree used, at most max_nodes */
    int32_t stopped;           /* the poll function said stop */
    uint32_t reused;           /* visits a kept tree already held for the position (ult_tree_search; else 0) */
} ult_result;

/* Asked every 256 playouts (under a millisecond; about one with smart playouts; every 16 iterations with
 * priors, which evaluate every child they grow) whether to stop; nonzero stops the search, which then reports
 * what it found so far. */
typedef int (*ult_poll_fn)(void);

/* Searches the position; 0 and *out filled, or one of the errors above (then *out means nothing). `poll` may
 * be null. Thread-safe: no state outlives the call. */
ULT_API int ult_search(const uint8_t cells[81], int target, const ult_params *params, ult_poll_fn poll,
                       ult_result *out);

/* A tree kept between searches (the computer's own, for the moves of one game): a search of a position that the
 * previous search's position reaches in at most two moves keeps that part of the tree (its figures and proofs) and
 * frees the rest, in place; any other position (a new game, an undo) starts afresh. The tree never holds more
 * than max_nodes nodes (ULT_MIN_NODES to ULT_MAX_NODES; 16 bytes each, and 1.5 bits each for re-rooting),
 * allocated once by ult_tree_new (NULL: out of memory or a bad size); params->max_nodes is not used. One thread
 * at a time may use a kept tree; ult_tree_free releases it. */
typedef struct ult_tree ult_tree;
ULT_API ult_tree *ult_tree_new(uint32_t max_nodes);
ULT_API void ult_tree_free(ult_tree *tree);
ULT_API int ult_tree_search(ult_tree *tree, const uint8_t cells[81], int target, const ult_params *params,
                            ult_poll_fn poll, ult_result *out);

/* sizeof(the tree's node), for the documented memory ceiling. */
ULT_API uint32_t ult_node_bytes(void);

#endif
