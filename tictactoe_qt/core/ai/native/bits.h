/* The two bit operations both compiled searches lean on (solve5.c, ultimate.c), with each compiler's own:
 * MSVC has no __builtin_popcount. MSVC's __popcnt is the POPCNT instruction, which every x86-64 processor
 * Windows 11 runs on has. MSVC sets TT_MSVC_INTRINSICS; scripts/check-windows sets it too, to compile that
 * branch against mingw-w64's <intrin.h> where no MSVC can be had. TT_PORTABLE_BITS takes the plain C branch
 * instead of the builtins (tests/core/test_native_harness.py runs both). */
#ifndef TT_BITS_H
#define TT_BITS_H

#include <stdint.h>

#if defined(_MSC_VER) && !defined(TT_MSVC_INTRINSICS)
#define TT_MSVC_INTRINSICS 1
#endif
#if defined(TT_MSVC_INTRINSICS)
#include <intrin.h>
#endif

static inline int tt_popcount32(uint32_t v) {
#if defined(TT_MSVC_INTRINSICS) && (defined(_M_X64) || defined(_M_IX86) || defined(__x86_64__))
    return (int)__popcnt(v);
#elif (defined(__GNUC__) || defined(__clang__)) && !defined(TT_PORTABLE_BITS)
    return __builtin_popcount(v);
#else /* any other compiler (and MSVC on ARM): count in parallel */
    v = v - ((v >> 1) & 0x55555555u);
    v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u);
    return (int)((((v + (v >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
#endif
}

/* The index of the lowest set bit; v must not be 0. */
static inline int tt_lowest_bit32(uint32_t v) {
#if defined(TT_MSVC_INTRINSICS)
    unsigned long index;
    _BitScanForward(&index, v);
    return (int)index;
#elif (defined(__GNUC__) || defined(__clang__)) && !defined(TT_PORTABLE_BITS)
    return __builtin_ctz(v);
#else
    int index = 0;
    while (!(v & 1u)) {
        v >>= 1;
        index++;
    }
    return index;
#endif
}

#endif
