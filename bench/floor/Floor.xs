/*
 * Floor.xs - bare XSUBs for the benchmark: each takes the arguments of a
 * function of the module, reads none of them, and returns a constant of the
 * same shape, every string made with newSVpvn. What the module spends above
 * these is its own work.
 */
#define PERL_NO_GET_CONTEXT
#include "EXTERN.h"
#include "perl.h"
#include "XSUB.h"

static char record[4096];
static STRLEN record_len;
static SV *shared_moves[150];

MODULE = Brandubh::Floor    PACKAGE = Brandubh::Floor

PROTOTYPES: DISABLE

BOOT:
{
    /* A record of 150 moves with a start and a result, as the benchmark's. */
    char *p = record;
    int i;
    p += sprintf(p, "variant brandubh\nstart 7/7/7/3k3/7/7/a6 d\nmoves");
    for (i = 0; i < 150; i++)
        p += sprintf(p, " %c%d%c%d", 'a' + i % 7, 1 + i % 7, 'a' + (i / 7) % 7, 1 + (i / 3) % 7);
    p += sprintf(p, "\nresult resign attackers\n");
    record_len = (STRLEN)(p - record);
    for (i = 0; i < 150; i++)
        shared_moves[i] = newSVpvn_share(record + 48 + 5 * i, 4, 0);
}

void
string(...)
  ALIAS:
    square = 2
    move = 4
    shown = 14
    record = 1
  PPCODE:
    ST(0) = ix == 1 ? sv_2mortal(newSVpvn(record, record_len))
                    : sv_2mortal(newSVpvn("Kd1-d3xc3,e3++", (STRLEN)ix));
    XSRETURN(1);

void
two_numbers(...)
  PPCODE:
    EXTEND(SP, 2);
    mPUSHi(3);
    mPUSHi(3);

void
two_strings(...)
  PPCODE:
    EXTEND(SP, 2);
    mPUSHs(newSVpvn("d1", 2));
    mPUSHs(newSVpvn("d3", 2));

void
number(...)
  PPCODE:
    ST(0) = sv_2mortal(newSViv(1));
    XSRETURN(1);

void
cells(...)
  PREINIT:
    AV *rows;
    int r, c;
  PPCODE:
    rows = newAV();
    for (r = 0; r < 7; r++) {
        AV *row = newAV();
        for (c = 0; c < 7; c++)
            av_push(row, newSVpvn("a", (STRLEN)(c == 3)));
        av_push(rows, newRV_noinc((SV *)row));
    }
    EXTEND(SP, 2);
    mPUSHs(newRV_noinc((SV *)rows));
    mPUSHs(newSVpvn("a", 1));

void
game(...)
  PREINIT:
    HV *hv;
    AV *moves;
    HV *result;
    int i;
  PPCODE:
    hv = newHV();
    moves = newAV();
    for (i = 0; i < 150; i++)
        av_push(moves, newSVpvn(record + 48 + 5 * i, 4));
    result = newHV();
    (void)hv_stores(result, "how", newSVpvn("resign", 6));
    (void)hv_stores(result, "by", newSVpvn("attackers", 9));
    (void)hv_stores(hv, "variant", newSVpvn("brandubh", 8));
    (void)hv_stores(hv, "start", newSVpvn("7/7/7/3k3/7/7/a6 d", 18));
    (void)hv_stores(hv, "moves", newRV_noinc((SV *)moves));
    (void)hv_stores(hv, "result", newRV_noinc((SV *)result));
    ST(0) = sv_2mortal(newRV_noinc((SV *)hv));
    XSRETURN(1);

void
game_shared(...)
  PREINIT:
    HV *hv;
    AV *moves;
    HV *result;
    SV **slots;
    int i;
  PPCODE:
    /* The least any reader returning new scalars can spend: the same hash,
     * its moves shared hash-key strings, nothing read. */
    hv = newHV();
    moves = newAV();
    av_extend(moves, 149);
    slots = AvARRAY(moves);
    for (i = 0; i < 150; i++)
        slots[i] = newSVhek(SvSHARED_HEK_FROM_PV(SvPVX_const(shared_moves[i])));
    AvFILLp(moves) = 149;
    result = newHV();
    (void)hv_stores(result, "how", newSVpvn("resign", 6));
    (void)hv_stores(result, "by", newSVpvn("attackers", 9));
    (void)hv_stores(hv, "variant", newSVpvn("brandubh", 8));
    (void)hv_stores(hv, "start", newSVpvn("7/7/7/3k3/7/7/a6 d", 18));
    (void)hv_stores(hv, "moves", newRV_noinc((SV *)moves));
    (void)hv_stores(hv, "result", newRV_noinc((SV *)result));
    ST(0) = sv_2mortal(newRV_noinc((SV *)hv));
    XSRETURN(1);
