/* Self-play of ultimate tic-tac-toe's own compiled search (native/ultimate.c), for training its evaluation
 * (scripts/train_ultimate_eval.py builds and runs this; see that script's docstring).
 *
 *   ultimate_selfplay GAMES ITERATIONS SEED EVALUATION OUT.bin [PRIOR [VISITS.bin]]
 *
 * Plays GAMES games of the search against itself, ITERATIONS iterations a move with smart playouts and the
 * free-choice penalty (Hard's knowledge), the leaf value mixed with the learnt evaluation by EVALUATION (0:
 * playouts only, as shipped Hard). The first 2-8 moves of each game are uniformly random, and later any move is
 * random with probability 1/30, so that the games differ. Every position where the search was asked is written
 * as one 48-byte record (little-endian):
 *   uint16 cells[2][9]  X's and O's cells per small board (bit row * 3 + col; boards row-major)
 *   int8 target         the board the player to move is sent to, -1 any
 *   uint8 side          the player to move: 0 X, 1 O
 *   uint8 random_move   1 when the move played here was random (the search's value still stands)
 *   int8 result         the game's result for X: 1 won, 0 drawn, -1 lost
 *   float q             the search's value of its best move for the player to move (0-1)
 *   uint8 pad[4]
 * PRIOR (default 0) is ult_params.prior, as Hard's (3). VISITS.bin, when given, gets one record per record of
 * OUT.bin, in the same order: uint16 visits[81], the root's visits per move (board * 9 + cell; 0 for an illegal
 * move), the search's own choice as a distribution (for a learnt policy).
 */
#include "../tictactoe_qt/core/ai/native/ultimate.c"

#include <stdio.h>

typedef struct {
    uint16_t cells[2][9];
    int8_t target;
    uint8_t side;
    uint8_t random_move;
    int8_t result;
    float q;
    uint8_t pad[4];
} Record;

static void to_grid(const State *s, uint8_t grid[81]) {
    memset(grid, 0, 81);
    for (int p = 0; p < 2; p++)
        for (int b = 0; b < 9; b++)
            for (int c = 0; c < 9; c++)
                if (s->cells[p][b] >> c & 1u) grid[((b / 3) * 3 + c / 3) * 9 + (b % 3) * 3 + c % 3] = (uint8_t)(p + 1);
}

int main(int argc, char **argv) {
    if (argc < 6 || argc > 8) {
        fprintf(stderr, "usage: %s GAMES ITERATIONS SEED EVALUATION OUT.bin [PRIOR [VISITS.bin]]\n", argv[0]);
        return 2;
    }
    long games = atol(argv[1]);
    ult_params params = {0};
    params.iterations = (uint32_t)atol(argv[2]);
    params.max_nodes = 1u << 18;
    params.exploration = 0.4;
    params.flags = ULT_SMART_PLAYOUTS;
    params.bias = 1.0;
    params.evaluation = atof(argv[4]);
    params.prior = argc > 6 ? (uint32_t)atol(argv[6]) : 0u;
    FILE *visits_out = argc > 7 ? fopen(argv[7], "wb") : NULL;
    if (argc > 7 && !visits_out) return 1;
    static uint16_t visits[ULT_MAX_MOVES][ULT_MAX_MOVES];
    Rng rng = {strtoull(argv[3], NULL, 10)};
    FILE *out = fopen(argv[5], "wb");
    if (!out) return 1;
    static Record records[ULT_MAX_MOVES];
    ult_result result;
    for (long g = 0; g < games; g++) {
        State s;
        memset(&s, 0, sizeof s);
        s.target = -1;
        int count = 0, opening = 2 + (int)random_below(&rng, 7);
        while (s.result == ONGOING) {
            uint8_t moves[ULT_MAX_MOVES], grid[81];
            int n = legal_moves(&s, moves), move;
            Record *r = &records[count];
            memset(r, 0, sizeof *r);
            memset(visits[count], 0, sizeof visits[count]);
            memcpy(r->cells, s.cells, sizeof r->cells);
            r->target = s.target;
            r->side = s.side;
            int random_move = count < opening || random_below(&rng, 30) == 0;
            if (n == 1) {
                move = moves[0];
                r->q = -1.0f; /* forced: not asked */
            } else {
                to_grid(&s, grid);
                params.seed = next_random(&rng);
                if (ult_search(grid, s.target, &params, NULL, &result)) return 3;
                int best = result.best;
                for (int i = 0; i < result.count; i++) {
                    int gi = result.move[i], m = ((gi / 9) / 3 * 3 + (gi % 9) / 3) * 9 + (gi / 9) % 3 * 3 + (gi % 9) % 3;
                    uint32_t v = result.visits[i] > params.prior ? result.visits[i] - params.prior : 0u;
                    visits[count][m] = (uint16_t)(v > 65535u ? 65535u : v);
                }
                r->q = result.visits[best] ? (float)(result.score[best] / result.visits[best]) : 0.5f;
                if (result.root_proven) r->q = result.root_proven > 0 ? 1.0f : 0.0f;
                int g_index = result.move[best];
                move = ((g_index / 9) / 3 * 3 + (g_index % 9) / 3) * 9 + (g_index / 9) % 3 * 3 + (g_index % 9) % 3;
                if (random_move) move = moves[random_below(&rng, (unsigned)n)];
            }
            r->random_move = (uint8_t)random_move;
            count++;
            play(&s, move / 9, move % 9);
        }
        int8_t res = s.result == X_WON ? 1 : s.result == O_WON ? -1 : 0;
        for (int i = 0; i < count; i++) {
            records[i].result = res;
            if (records[i].q < 0.0f) continue;
            fwrite(&records[i], sizeof(Record), 1, out);
            if (visits_out) fwrite(visits[i], sizeof visits[i], 1, visits_out);
        }
        if ((g + 1) % 100 == 0) {
            fprintf(stderr, "%ld games\n", g + 1);
            fflush(out);
            if (visits_out) fflush(visits_out);
        }
    }
    fclose(out);
    if (visits_out) fclose(visits_out);
    return 0;
}
