/*
 * ops.h - the custom ops of Game::Brandubh::Notation, included once, by
 * Notation.xs, after the answers they share with the XSUBs.
 *
 * A call such as square_name($f, $r) compiles to an entersub op that pushes
 * a mark, the arguments and the sub, and then calls it. For the six small
 * functions below, a call checker replaces that, when Perl compiles the call,
 * with one op of the module's own that reads the arguments from the stack
 * and leaves the answer there: no mark, no sub call, and a pad target for
 * the result, as Perl's own built-ins have.
 *
 * Only a call of the plain shape becomes an op: the function named, as many
 * arguments as it reads, each of them one scalar. A call through & or a
 * reference, goto &, a list as argument, another count of arguments, or a
 * call compiled before the module was loaded stays an ordinary call of the
 * XSUB, which gives the same answers.
 *
 * What an op keeps of an ordinary call:
 * - context: the op's own, or, when the call ends a sub, its caller's;
 * - get-magic, run once an argument, by the shared answer;
 * - the sub its name holds when it runs: the op keeps the name's glob (the
 *   gv op of the call, as its last kid, never run), and when the glob holds
 *   another sub (redefined, local, a mock), calls that sub instead;
 * - the debugger: while the debugger wants sub calls (PERLDB_SUB), no call
 *   becomes an op, so that DB::sub sees every one;
 * - B::Deparse: the ops have names, and Notation.pm gives B::Deparse a
 *   method for each that prints the call;
 * - threads: an op holds nothing but pad slots, which each thread has its
 *   own copy of, and the table below is read only after BOOT.
 *
 * Notation.pm turns the ops on as it loads, unless the environment variable
 * GAME_BRANDUBH_NOTATION_OPS is 0. They need op_sibling_splice, so perls
 * before 5.22 have none: the choice is made when the module is built.
 */
#if PERL_REVISION == 5 && PERL_VERSION >= 22
#  define BN_OPS 1
#else
#  define BN_OPS 0
#endif

#if BN_OPS

enum { OP_SQUARE_NAME, OP_SQUARE_PARSE, OP_MOVE_WIRE, OP_MOVE_SPLIT, OP_MOVE_PARSE, OP_POSITION_OK, OP_COUNT };

static OP *pp_square_name(pTHX);
static OP *pp_square_parse(pTHX);
static OP *pp_move_wire(pTHX);
static OP *pp_move_split(pTHX);
static OP *pp_move_parse(pTHX);
static OP *pp_position_ok(pTHX);

static struct notation_op {
    const char *name;       /* of the function */
    const char *op_name;    /* of its op, as B::Deparse and B::Concise see it */
    int nargs;
    Perl_ppaddr_t pp;
    XSUBADDR_t xsub;        /* the XSUB, found at BOOT */
    XOP xop;
} notation_ops[OP_COUNT] = {
    { "square_name",  "brandubh_square_name",  2, pp_square_name,  NULL, { 0 } },
    { "square_parse", "brandubh_square_parse", 1, pp_square_parse, NULL, { 0 } },
    { "move_wire",    "brandubh_move_wire",    2, pp_move_wire,    NULL, { 0 } },
    { "move_split",   "brandubh_move_split",   1, pp_move_split,   NULL, { 0 } },
    { "move_parse",   "brandubh_move_parse",   1, pp_move_parse,   NULL, { 0 } },
    { "position_ok",  "brandubh_position_ok",  1, pp_position_ok,  NULL, { 0 } },
};

/* Whether calls compiled from now on become ops (Notation.pm sets it). */
static int ops_on = 0;

/* The glob named by the call an op replaced. */
#define OP_GLOB() cGVOPx_gv(cLISTOPx(PL_op)->op_last)

/* True when the name of the call no longer holds this function's XSUB.
 * The CV's XSUB is compared without asking whether it has one: where it
 * has none, the same field holds its ops' root, which is never the
 * address of a function. */
PERL_STATIC_INLINE int
replaced(pTHX_ int which)
{
    const CV *cv = GvCV(OP_GLOB());
    return cv == NULL || CvXSUB(cv) != notation_ops[which].xsub;
}

/* Calls what the name holds now with the op's arguments, as entersub
 * would: its values, in the op's context, are the op's. */
static OP *
call_instead(pTHX_ int nargs)
{
    const U8 gimme = GIMME_V;
    ENTER;                      /* call_sv's saved PL_op is given back here */
    PUSHMARK(PL_stack_sp - nargs);
    (void)call_sv((SV *)OP_GLOB(), gimme);
    LEAVE;
    return NORMAL;
}

/* Puts an answer's n values where the op's nargs arguments were. Perl code
 * run by get-magic may have moved the stack, so it is found again here. */
PERL_STATIC_INLINE OP *
answered(pTHX_ int nargs, SV **out, int n)
{
    SV **sp = PL_stack_sp - nargs;
    int i;
    if (n == 1) {               /* known when the answer is inlined */
        sp[1] = out[0];
        PL_stack_sp = sp + 1;
        return NORMAL;
    }
    EXTEND(sp, n);
    for (i = 0; i < n; i++)
        sp[i + 1] = out[i];
    PL_stack_sp = sp + n;
    return NORMAL;
}

#define OP_TARGET (BN_TARGETS ? PAD_SV(PL_op->op_targ) : NULL)

/* The op of a function: the XSUB's answer for the nargs arguments on the
 * stack (the last at the top), unless the name holds another sub now. */
#define PP_OP(name, which, nargs, answer) \
    static OP *pp_##name(pTHX) \
    { \
        SV *out[2] = { NULL, NULL }; \
        if (UNLIKELY(replaced(aTHX_ which))) \
            return call_instead(aTHX_ nargs); \
        return answered(aTHX_ nargs, out, answer); \
    }

#define ARG1 PL_stack_sp[0]
#define ARG2 PL_stack_sp[-1], PL_stack_sp[0]

PP_OP(square_name,  OP_SQUARE_NAME,  2, square_name_answer(aTHX_ ARG2, OP_TARGET, out))
PP_OP(square_parse, OP_SQUARE_PARSE, 1, square_parse_answer(aTHX_ ARG1, OP_TARGET, out))
PP_OP(move_wire,    OP_MOVE_WIRE,    2, move_wire_answer(aTHX_ ARG2, OP_TARGET, out))
PP_OP(move_split,   OP_MOVE_SPLIT,   1, move_split_answer(aTHX_ ARG1, OP_TARGET, out))
PP_OP(move_parse,   OP_MOVE_PARSE,   1, move_parse_answer(aTHX_ ARG1, OP_TARGET, out))
PP_OP(position_ok,  OP_POSITION_OK,  1, position_ok_answer(aTHX_ ARG1, OP_TARGET, out))

/* An argument that always leaves exactly one scalar on the stack. */
static int
one_scalar(const OP *o)
{
    OPCODE type = o->op_type == OP_NULL ? (OPCODE)o->op_targ : o->op_type;
    return type != OP_NULL && (PL_opargs[type] & OA_RETSCALAR);
}

/*
 * The call checker. The call, after Perl's own checks, is
 *     entersub( ex-list( pushmark, arguments..., ex-rv2cv( gv ) ) )
 * and becomes the ex-list itself, made the op:
 *     brandubh_NAME( arguments..., gv )
 * with the gv op left out of the order the ops run in.
 */
static OP *
ck_notation(pTHX_ OP *entersub, GV *namegv, SV *ckobj)
{
    const struct notation_op *nop = &notation_ops[CvXSUBANY((CV *)ckobj).any_i32];
    OP *list, *pushmark, *arg, *last = NULL, *rv2cv, *gv;
    int n = 0;

    entersub = ck_entersub_args_proto_or_list(entersub, namegv, ckobj);
    if (!ops_on || PERLDB_SUB)
        return entersub;
    list = cUNOPx(entersub)->op_first;
    if (list->op_type != OP_NULL || list->op_targ != OP_LIST || list->op_next
        || (pushmark = cLISTOPx(list)->op_first)->op_type != OP_PUSHMARK)
        return entersub;
    for (arg = OpSIBLING(pushmark); arg && OpHAS_SIBLING(arg); arg = OpSIBLING(arg)) {
        if (!one_scalar(arg))
            return entersub;
        last = arg;
        n++;
    }
    rv2cv = arg;
    if (n != nop->nargs || rv2cv == NULL || rv2cv->op_type != OP_NULL || rv2cv->op_targ != OP_RV2CV
        || !(rv2cv->op_flags & OPf_KIDS) || (gv = cUNOPx(rv2cv)->op_first)->op_type != OP_GV)
        return entersub;

    (void)op_sibling_splice(entersub, NULL, 1, NULL);     /* list */
    (void)op_sibling_splice(rv2cv, NULL, 1, NULL);        /* gv */
    op_free(op_sibling_splice(list, NULL, 1, NULL));      /* pushmark */
    op_free(op_sibling_splice(list, last, 1, NULL));      /* rv2cv */
    (void)op_sibling_splice(list, last, 0, gv);
    op_free(entersub);

    /* A kid whose op_next is set is taken to start there when the list is
     * linked: the gv op is skipped. */
    gv->op_next = list;
    list->op_type = OP_CUSTOM;
    list->op_ppaddr = nop->pp;
    list->op_flags = OPf_KIDS;
    list->op_private = 0;
    list->op_targ = BN_TARGETS ? pad_alloc(OP_CUSTOM, SVs_PADTMP) : 0;
    return list;
}

/* At BOOT: names the ops, and sets a checker on each of the XSUBs. */
static void
ops_install(pTHX)
{
    int i;
    for (i = 0; i < OP_COUNT; i++) {
        struct notation_op *nop = &notation_ops[i];
        SV *name = sv_2mortal(newSVpvf("Game::Brandubh::Notation::%s", nop->name));
        CV *cv = get_cvn_flags(SvPVX(name), SvCUR(name), 0);
        nop->xsub = CvXSUB(cv);
        XopENTRY_set(&nop->xop, xop_name, nop->op_name);
        XopENTRY_set(&nop->xop, xop_desc, nop->name);
        XopENTRY_set(&nop->xop, xop_class, OA_LISTOP);
        Perl_custom_op_register(aTHX_ nop->pp, &nop->xop);
        CvXSUBANY(cv).any_i32 = i;
        cv_set_call_checker(cv, ck_notation, (SV *)cv);
    }
}

#endif
